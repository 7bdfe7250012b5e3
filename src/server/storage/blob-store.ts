// Where Signet keeps files: a small interface chosen once from configuration.
import type { Readable } from 'node:stream';

export interface BlobInfo {
  size: number;
}

export interface PutResult {
  key: string;
  size: number;
  sha256: string;
}

export interface PutOptions {
  contentType?: string;
  /** Stop reading and fail with BlobTooLargeError past this many bytes; nothing is stored. */
  maxBytes?: number;
}

export interface BlobStore {
  readonly driver: 'local' | 's3';
  /** Stores the whole stream under key, or nothing at all. */
  put(key: string, body: Readable | Buffer, opts?: PutOptions): Promise<PutResult>;
  /** A stream of the blob (optionally a byte range, inclusive end); BlobNotFoundError when missing. */
  get(key: string, range?: { start: number; end: number }): Promise<Readable>;
  stat(key: string): Promise<BlobInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the blob; removing a missing blob is not an error. */
  delete(key: string): Promise<void>;
  /** A cheap round trip proving the store is reachable and writable. */
  check(): Promise<void>;
}

export class BlobNotFoundError extends Error {
  constructor(key: string) {
    super(`Blob not found: ${key}`);
  }
}

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Blob larger than ${maxBytes} bytes`);
  }
}

/** Keys are path-like but may never escape their root. */
export function assertValidKey(key: string): void {
  if (
    !/^[A-Za-z0-9][A-Za-z0-9._\-/]{0,254}$/.test(key) ||
    key.split('/').some((p) => p === '..' || p === '' || p === '.')
  ) {
    throw new Error(`Invalid blob key: ${key}`);
  }
}
