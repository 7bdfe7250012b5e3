// Blobs on local disk. Writes are atomic (temp file, fsync, rename): a reader never sees a partial file.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidKey,
  BlobNotFoundError,
  BlobTooLargeError,
  type BlobInfo,
  type BlobStore,
  type PutOptions,
  type PutResult,
} from './blob-store';

const CHECK_REUSE_MS = 1000;

export class LocalBlobStore implements BlobStore {
  readonly driver = 'local' as const;
  private readonly tmpDir: string;
  private lastCheck?: { at: number; result: Promise<void> };

  constructor(private readonly root: string) {
    this.tmpDir = path.join(root, '.tmp');
    fs.mkdirSync(this.tmpDir, { recursive: true });
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Readable | Buffer, opts: PutOptions = {}): Promise<PutResult> {
    const target = this.pathOf(key);
    const tmp = path.join(this.tmpDir, `${crypto.randomUUID()}.part`);
    const hash = crypto.createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (opts.maxBytes !== undefined && size > opts.maxBytes) {
          done(new BlobTooLargeError(opts.maxBytes));
          return;
        }
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      // flush: fsync before close, so the rename below never publishes data still in the page cache.
      await pipeline(source, meter, fs.createWriteStream(tmp, { mode: 0o600, flush: true }));
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      throw err;
    }
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.rename(tmp, target);
    return { key, size, sha256: hash.digest('hex') };
  }

  async get(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const file = this.pathOf(key);
    const handle = await fsp.open(file, 'r').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') throw new BlobNotFoundError(key);
      throw err;
    });
    if (!(await handle.stat()).isFile()) {
      await handle.close();
      throw new BlobNotFoundError(key);
    }
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<BlobInfo | null> {
    try {
      const s = await fsp.stat(this.pathOf(key));
      // A folder of blobs ('documents/abc' holding 'documents/abc/original.pdf') is no blob, as in S3.
      return s.isFile() ? { size: s.size } : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    // Deleting a folder's name is a no-op, as in S3 (and rm would refuse a directory anyway).
    if (await this.exists(key)) await fsp.rm(file, { force: true });
  }

  /**
   * Writes and removes a probe file. /api/health is public and may be polled hard, so concurrent
   * checks share one probe and an outcome is reused for a second (a probe per request was 4/5 of
   * the cost of a health request).
   */
  check(): Promise<void> {
    const now = Date.now();
    if (!this.lastCheck || now - this.lastCheck.at > CHECK_REUSE_MS) {
      const probe = path.join(this.tmpDir, `health-${process.pid}`);
      const result = fsp.writeFile(probe, 'ok').then(() => fsp.rm(probe, { force: true }));
      // The outcome counts from when the probe finished; an in-flight probe is shared meanwhile.
      const entry = { at: Infinity, result };
      this.lastCheck = entry;
      result.then(
        () => (entry.at = Date.now()),
        () => (entry.at = Date.now()),
      );
    }
    return this.lastCheck.result;
  }
}
