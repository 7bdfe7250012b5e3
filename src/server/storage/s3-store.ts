// Blobs in an S3-compatible bucket. An object appears only when its upload completes, so a failed or
// oversized upload leaves nothing behind (the multipart upload is aborted).
import crypto from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config';
import {
  assertValidKey,
  BlobNotFoundError,
  BlobTooLargeError,
  type BlobInfo,
  type BlobStore,
  type PutOptions,
  type PutResult,
} from './blob-store';

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

export class S3BlobStore implements BlobStore {
  readonly driver = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    });
  }

  private keyOf(key: string): string {
    assertValidKey(key);
    return this.config.prefix + key;
  }

  async put(key: string, body: Readable | Buffer, opts: PutOptions = {}): Promise<PutResult> {
    const hash = crypto.createHash('sha256');
    let size = 0;
    const pass = new PassThrough();
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.config.bucket, Key: this.keyOf(key), Body: pass, ContentType: opts.contentType },
    });
    let tooLarge: BlobTooLargeError | undefined;
    source.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (opts.maxBytes !== undefined && size > opts.maxBytes && !tooLarge) {
        tooLarge = new BlobTooLargeError(opts.maxBytes);
        source.unpipe(pass);
        source.pause();
        void upload.abort();
        pass.destroy(tooLarge);
        return;
      }
      hash.update(chunk);
    });
    // The caller needs the source's own error (say, the client went away), not whatever the
    // multipart upload's clean-up reports: some S3-compatible servers refuse AbortMultipartUpload.
    let sourceError: Error | undefined;
    source.on('error', (err) => {
      sourceError ??= err;
      pass.destroy(err);
    });
    source.pipe(pass);
    try {
      await upload.done();
    } catch (err) {
      throw tooLarge ?? sourceError ?? err;
    }
    if (tooLarge) {
      await this.delete(key);
      throw tooLarge;
    }
    return { key, size, sha256: hash.digest('hex') };
  }

  async get(key: string, range?: { start: number; end: number }): Promise<Readable> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({
          Bucket: this.config.bucket,
          Key: this.keyOf(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return res.Body as Readable;
    } catch (err) {
      if (isNotFound(err)) throw new BlobNotFoundError(key);
      throw err;
    }
  }

  async stat(key: string): Promise<BlobInfo | null> {
    try {
      const res = await this.client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }),
      );
      return { size: res.ContentLength ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
  }
}
