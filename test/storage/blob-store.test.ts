// The blob store contract, run against every store Signet can be configured with: local disk, and
// S3 (against s3rver, a local S3 implementation).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { S3Config } from '../../src/server/config';
import { BlobNotFoundError, BlobTooLargeError, type BlobStore } from '../../src/server/storage/blob-store';
import { LocalBlobStore } from '../../src/server/storage/local-store';
import { S3BlobStore } from '../../src/server/storage/s3-store';

interface StoreUnderTest {
  store: BlobStore;
  /** Every file or object the store holds, temporary ones included. */
  contents(): Promise<string[]>;
  cleanup(): Promise<void>;
}

interface StoreKind {
  name: 'local' | 's3';
  setup(): Promise<void>;
  create(): Promise<StoreUnderTest>;
  teardown(): Promise<void>;
}

const MiB = 1024 * 1024;

const local: StoreKind = {
  name: 'local',
  async setup() {},
  async create() {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'signet-blobs-'));
    return {
      store: new LocalBlobStore(root),
      contents: async () =>
        (await fs.readdir(root, { recursive: true, withFileTypes: true }))
          .filter((e) => e.isFile())
          .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
          .sort(),
      cleanup: () => fs.rm(root, { recursive: true, force: true }),
    };
  },
  async teardown() {},
};

const s3 = (() => {
  let server: S3rver | undefined;
  let dir = '';
  let config: Omit<S3Config, 'prefix'>;
  const kind: StoreKind & { config(): Omit<S3Config, 'prefix'> } = {
    config: () => config,
    name: 's3',
    async setup() {
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'signet-s3rver-'));
      server = new S3rver({
        address: '127.0.0.1',
        port: 0,
        directory: dir,
        silent: true,
        configureBuckets: [{ name: 'signet-test' }],
      });
      const { port } = await server.run();
      config = {
        bucket: 'signet-test',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      };
    },
    async create() {
      // Each test gets its own prefix, so it sees only its own objects.
      const prefix = `t-${crypto.randomBytes(4).toString('hex')}/`;
      const client = new S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      return {
        store: new S3BlobStore({ ...config, prefix }),
        async contents() {
          const res = await client.send(new ListObjectsV2Command({ Bucket: config.bucket, Prefix: prefix }));
          return (res.Contents ?? []).map((o) => o.Key!.slice(prefix.length)).sort();
        },
        async cleanup() {
          client.destroy();
        },
      };
    },
    async teardown() {
      await server?.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
  return kind;
})();

function random(size: number): Buffer {
  return crypto.randomBytes(size);
}

function sha256(data: Buffer): string {
  return crypto.createHash('sha256').update(data).digest('hex');
}

/** Streams data in chunks, the way an upload arrives. */
function streamOf(data: Buffer, chunkSize = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < data.length; i += chunkSize) yield data.subarray(i, i + chunkSize);
    })(),
  );
}

/** A client that sends some bytes and then goes away. */
function failingStream(bytesBeforeFailure: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytesBeforeFailure) {
        this.destroy(new Error('client went away'));
        return;
      }
      sent += 16 * 1024;
      this.push(random(16 * 1024));
    },
  });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each([local, s3])('$name blob store', (kind) => {
  let t: StoreUnderTest;
  let store: BlobStore;

  beforeAll(() => kind.setup());
  afterAll(() => kind.teardown());
  beforeEach(async () => {
    t = await kind.create();
    store = t.store;
  });
  afterEach(() => t.cleanup());

  it('stores a buffer and gives it back with its size and SHA-256', async () => {
    const data = random(10_000);
    const result = await store.put('documents/doc1/original.pdf', data, { contentType: 'application/pdf' });
    expect(result).toEqual({ key: 'documents/doc1/original.pdf', size: data.length, sha256: sha256(data) });
    expect(await readAll(await store.get('documents/doc1/original.pdf'))).toEqual(data);
    expect(await store.stat('documents/doc1/original.pdf')).toEqual({ size: data.length });
    expect(await store.exists('documents/doc1/original.pdf')).toBe(true);
    expect(await t.contents()).toEqual(['documents/doc1/original.pdf']);
  });

  it('stores a streamed upload larger than one S3 part', async () => {
    const data = random(6 * MiB);
    const result = await store.put('big.bin', streamOf(data));
    expect(result).toEqual({ key: 'big.bin', size: data.length, sha256: sha256(data) });
    expect(sha256(await readAll(await store.get('big.bin')))).toBe(sha256(data));
  });

  it('stores an empty blob', async () => {
    expect(await store.put('empty', Buffer.alloc(0))).toMatchObject({
      size: 0,
      sha256: sha256(Buffer.alloc(0)),
    });
    expect(await store.stat('empty')).toEqual({ size: 0 });
    expect((await readAll(await store.get('empty'))).length).toBe(0);
  });

  it('reads a byte range, end inclusive', async () => {
    const data = random(4096);
    await store.put('ranged', data);
    expect(await readAll(await store.get('ranged', { start: 100, end: 199 }))).toEqual(
      data.subarray(100, 200),
    );
    expect(await readAll(await store.get('ranged', { start: 4000, end: 4095 }))).toEqual(data.subarray(4000));
  });

  it('replaces a blob written again under the same key', async () => {
    await store.put('same', Buffer.from('first version'));
    await store.put('same', Buffer.from('second'));
    expect((await readAll(await store.get('same'))).toString()).toBe('second');
    expect(await store.stat('same')).toEqual({ size: 6 });
  });

  it('treats a folder of blobs as no blob', async () => {
    await store.put('documents/doc1/original.pdf', Buffer.from('%PDF'));
    await expect(store.get('documents/doc1')).rejects.toBeInstanceOf(BlobNotFoundError);
    expect(await store.stat('documents/doc1')).toBeNull();
    expect(await store.exists('documents')).toBe(false);
    await store.delete('documents/doc1');
    expect(await t.contents()).toEqual(['documents/doc1/original.pdf']);
  });

  it('reports a missing blob as missing', async () => {
    await expect(store.get('nope')).rejects.toBeInstanceOf(BlobNotFoundError);
    expect(await store.stat('nope')).toBeNull();
    expect(await store.exists('nope')).toBe(false);
  });

  it('deletes a blob, and deleting a missing one is fine', async () => {
    await store.put('doomed', Buffer.from('x'));
    await store.delete('doomed');
    expect(await store.exists('doomed')).toBe(false);
    await expect(store.delete('doomed')).resolves.toBeUndefined();
    await expect(store.delete('never/existed')).resolves.toBeUndefined();
  });

  it('accepts exactly maxBytes', async () => {
    const data = random(1000);
    await expect(store.put('fits', streamOf(data, 100), { maxBytes: 1000 })).resolves.toMatchObject({
      size: 1000,
    });
  });

  it.each([
    ['a buffer', () => random(2000), 1000],
    ['a stream', () => streamOf(random(64 * 1024), 4096), 10_000],
    ['a stream larger than one S3 part', () => streamOf(random(7 * MiB)), Math.round(5.5 * MiB)],
  ])('refuses %s over maxBytes and stores nothing', async (_what, body, maxBytes) => {
    const error = await store.put('too-big', body(), { maxBytes }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(BlobTooLargeError);
    expect((error as BlobTooLargeError).maxBytes).toBe(maxBytes);
    expect(await store.exists('too-big')).toBe(false);
    expect(await t.contents()).toEqual([]);
  });

  it.each([
    ['after a few bytes', 32 * 1024],
    ['after more than one S3 part', 6 * MiB],
  ])('stores nothing when the upload fails %s', async (_when, bytes) => {
    await expect(store.put('broken', failingStream(bytes))).rejects.toThrow('client went away');
    expect(await store.exists('broken')).toBe(false);
    expect(await t.contents()).toEqual([]);
  });

  it('keeps the previous blob when a replacement fails', async () => {
    await store.put('contract.pdf', Buffer.from('signed original'));
    await expect(store.put('contract.pdf', failingStream(32 * 1024))).rejects.toThrow('client went away');
    await expect(store.put('contract.pdf', random(5000), { maxBytes: 100 })).rejects.toBeInstanceOf(
      BlobTooLargeError,
    );
    expect((await readAll(await store.get('contract.pdf'))).toString()).toBe('signed original');
    expect(await t.contents()).toEqual(['contract.pdf']);
  });

  it.each([
    '../x',
    '../../etc/passwd',
    '/etc/passwd',
    'a/../../b',
    'a//b',
    'a/./b',
    '',
    '.hidden',
    'a\\b',
    'a b',
  ])('rejects the invalid key %j in every operation', async (key) => {
    await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid blob key/);
    await expect(store.get(key)).rejects.toThrow(/Invalid blob key/);
    await expect(store.stat(key)).rejects.toThrow(/Invalid blob key/);
    await expect(store.exists(key)).rejects.toThrow(/Invalid blob key/);
    await expect(store.delete(key)).rejects.toThrow(/Invalid blob key/);
    expect(await t.contents()).toEqual([]);
  });

  it('passes its health check, leaving nothing behind', async () => {
    await expect(store.check()).resolves.toBeUndefined();
    expect(await t.contents()).toEqual([]);
  });
});

describe('s3 blob store without its bucket', () => {
  beforeAll(() => s3.setup());
  afterAll(() => s3.teardown());

  it('fails its health check', async () => {
    const store = new S3BlobStore({ ...s3.config(), bucket: 'no-such-bucket', prefix: '' });
    await expect(store.check()).rejects.toThrow();
  });
});
