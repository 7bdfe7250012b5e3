// Running the job queue from a test: due jobs now, rather than waiting for the background runner.
import type { Client } from './client';
import type { TestApp } from './test-app';

/** Runs every job that is due, until none is left. */
export async function drainJobs(app: TestApp): Promise<void> {
  while (await app.jobs.runOne()) {
    /* next */
  }
}

/** Runs due jobs until the owner sees the document in `status` (the background runner may hold a
 * job meanwhile, so this polls); returns the document. */
export async function runJobsUntilStatus(
  app: TestApp,
  owner: Client,
  documentId: string,
  status = 'completed',
): Promise<Record<string, unknown>> {
  for (let i = 0; i < 200; i++) {
    await drainJobs(app);
    const doc = (await owner.get(`/api/documents/${documentId}`)).body.document;
    if (doc?.status === status) return doc;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`document ${documentId} did not become ${status}`);
}
