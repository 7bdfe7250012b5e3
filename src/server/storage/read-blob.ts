// Reads a whole blob into memory (for files bounded by the upload limit).
import type { BlobStore } from './blob-store';

export async function readBlob(store: BlobStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
