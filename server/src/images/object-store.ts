import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Env } from '../env.ts';
import { DomainError } from '../domain-error.ts';

// NOTE: where image objects live (docs/design.md §24, ADR 240): an S3-compatible bucket when S3_BUCKET is set, else files under
// UPLOADS_DIR (one host only). Keys are `<hash>/<file>` in both, so `make move-uploads` copies a file to the key of its path.

export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  length: number;
}

export interface ImageStore {
  /** Where the objects are, for logs and the move command's output (never a secret). */
  readonly where: string;
  /** Store one object whole: a reader sees all of it or none. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The object as a stream with its length, or null when there is none. */
  open(key: string): Promise<StoredObject | null>;
  /** The object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Every key under a prefix ('' = all). */
  keys(prefix?: string): AsyncIterable<string>;
}

/** The words a staff member reads when the bucket cannot be reached; nothing was stored. */
export const STORAGE_UNAVAILABLE =
  'Photographs cannot be stored or read right now (the photo storage is not answering). Nothing was saved: try again in a minute.';

export const storageUnavailable = () => new DomainError('UNAVAILABLE', STORAGE_UNAVAILABLE, { retryAfterSeconds: 60 });

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** Every failure other than "no such object" means the storage is down or refusing us: one 503 with words, never a 500. */
const unavailable = (err: unknown): never => {
  if (err instanceof DomainError) throw err;
  throw storageUnavailable();
};

class S3ImageStore implements ImageStore {
  readonly where: string;
  constructor(private readonly connect: () => Promise<S3>, private readonly bucket: string, endpoint: string) {
    this.where = `s3 bucket ${bucket}${endpoint ? ` at ${endpoint}` : ''}`;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    // NOTE: a PUT is atomic in S3: the object appears whole when the request succeeds, and not at all when it fails.
    const { sdk, client } = await this.connect();
    await client.send(new sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentType: contentType, ContentLength: data.length })).catch(unavailable);
  }

  async get(key: string): Promise<Buffer | null> {
    const object = await this.open(key);
    return object ? Buffer.from(await new Response(object.body).arrayBuffer()) : null;
  }

  async open(key: string): Promise<StoredObject | null> {
    const { sdk, client } = await this.connect();
    try {
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) return null;
      return { body: out.Body.transformToWebStream(), length: out.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      return unavailable(err);
    }
  }

  async size(key: string): Promise<number | null> {
    const { sdk, client } = await this.connect();
    try {
      return (await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }))).ContentLength ?? 0;
    } catch (err) {
      if (isMissing(err)) return null;
      return unavailable(err);
    }
  }

  async *keys(prefix = ''): AsyncIterable<string> {
    const { sdk, client } = await this.connect();
    let token: string | undefined;
    do {
      const page = await client
        .send(new sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix || undefined, ContinuationToken: token }))
        .catch(unavailable);
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}

class DiskImageStore implements ImageStore {
  readonly where: string;
  private readonly root: string;
  constructor(dir: string) {
    this.root = resolve(dir);
    this.where = `disk ${this.root}`;
  }

  private file(key: string) {
    return join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Buffer): Promise<void> {
    // NOTE: temp file, then rename: a reader never sees half a file.
    const target = this.file(key);
    await mkdir(dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temp, data);
    await rename(temp, target);
  }

  async get(key: string): Promise<Buffer | null> {
    return readFile(this.file(key)).catch(() => null);
  }

  async open(key: string): Promise<StoredObject | null> {
    const length = await this.size(key);
    if (length === null) return null;
    return { body: Readable.toWeb(createReadStream(this.file(key))) as ReadableStream<Uint8Array>, length };
  }

  async size(key: string): Promise<number | null> {
    return stat(this.file(key)).then((s) => (s.isFile() ? s.size : null), () => null);
  }

  async *keys(prefix = ''): AsyncIterable<string> {
    const hashes = await readdir(this.root, { withFileTypes: true }).catch(() => []);
    for (const dir of hashes) {
      if (!dir.isDirectory()) continue;
      for (const name of await readdir(join(this.root, dir.name)).catch(() => [] as string[])) {
        const key = `${dir.name}/${name}`;
        if (!name.endsWith('.tmp') && key.startsWith(prefix)) yield key;
      }
    }
  }
}

type S3Settings = Pick<Env, 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>;
export type ImageStoreSettings = S3Settings & Pick<Env, 'UPLOADS_DIR'>;

/** The SDK and a client for one bucket's settings. */
interface S3 { sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }

/**
 * A client for these settings (the SDK keeps connections alive: one per process and settings, never one per request).
 * NOTE: the SDK is loaded on the first use of the store, not with this module: it costs about 0.3 s of CPU, and most processes
 * and test files that build the app never touch a photo.
 */
export function s3ImageStore(env: S3Settings): ImageStore {
  let connected: Promise<S3> | null = null;
  const connect = () =>
    (connected ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT || undefined,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        credentials: env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
        // NOTE: a storage that does not answer fails the upload in seconds with words (503), not after a browser's own timeout.
        maxAttempts: 2,
        requestHandler: { connectionTimeout: 2_000, requestTimeout: 15_000 },
      }),
    })));
  return new S3ImageStore(connect, env.S3_BUCKET, env.S3_ENDPOINT);
}

export const diskImageStore = (dir: string): ImageStore => new DiskImageStore(dir);

const stores = new Map<string, ImageStore>();

/** The store these settings name: the bucket when S3_BUCKET is set, else UPLOADS_DIR; made once per process and settings. */
export function imageStore(env: ImageStoreSettings): ImageStore {
  const id = env.S3_BUCKET
    ? JSON.stringify([env.S3_BUCKET, env.S3_ENDPOINT, env.S3_REGION, env.S3_FORCE_PATH_STYLE, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY])
    : `disk:${resolve(env.UPLOADS_DIR)}`;
  let store = stores.get(id);
  if (!store) {
    store = env.S3_BUCKET ? s3ImageStore(env) : diskImageStore(env.UPLOADS_DIR);
    stores.set(id, store);
  }
  return store;
}
