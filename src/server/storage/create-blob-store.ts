// Chooses the blob store from configuration.
import type { Config } from '../config';
import type { BlobStore } from './blob-store';
import { LocalBlobStore } from './local-store';
import { S3BlobStore } from './s3-store';

export function createBlobStore(storage: Config['storage']): BlobStore {
  return storage.driver === 's3' ? new S3BlobStore(storage) : new LocalBlobStore(storage.root);
}
