// npm run audit:verify: walks every document's audit chain and reports any edited, inserted or
// removed event. Exit code 1 when a chain is broken.
import { verifyAllChains } from '../audit/audit-log';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/database';

const config = loadConfig();
const { db, close } = openDatabase(config.database);
await migrateToLatest(db);
const result = await verifyAllChains(db);
await close();
if (result.ok) {
  console.log(`Audit trail intact: ${result.checked} document chains verified.`);
} else {
  console.error(`Audit trail BROKEN in ${result.failures.length} of ${result.checked} documents:`);
  for (const f of result.failures) console.error(`  ${f.documentId}: ${f.problem}`);
  process.exit(1);
}
