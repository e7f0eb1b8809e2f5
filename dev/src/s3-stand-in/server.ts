import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

// NOTE: s3rver ships no types: this is the part of it the stand-in uses.
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverOptions = { address: string; port: number; silent: boolean; directory: string; configureBuckets: { name: string }[] };
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverServer;

// The local stand-in for S3-compatible object storage (docs/design.md §24, ADR 240): s3rver keeps each object as a file under
// `directory`. Its one access key is fixed (S3RVER / S3RVER); it checks request signatures made with it, as S3 does.
export const S3_STAND_IN_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** The settings that point the API and workers at a stand-in's bucket (S3_FORCE_PATH_STYLE: its buckets are paths, not hosts). */
export const s3StandInEnv = (endpoint: string, bucket: string): Record<string, string> => ({
  S3_ENDPOINT: endpoint,
  S3_BUCKET: bucket,
  S3_REGION: 'us-east-1',
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: S3_STAND_IN_KEYS.accessKeyId,
  S3_SECRET_ACCESS_KEY: S3_STAND_IN_KEYS.secretAccessKey,
});

export interface S3StandIn {
  endpoint: string;
  port: number;
  /** The settings an API or worker process uses to reach its `bucket`. */
  env(bucket: string): Record<string, string>;
  close(): Promise<void>;
}

/** Start s3rver on 127.0.0.1 (port 0 = any free port, as tests use) with these buckets made. */
export async function startS3StandIn(options: { port: number; directory: string; buckets: string[] }): Promise<S3StandIn> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    silent: true,
    directory: options.directory,
    configureBuckets: options.buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    port,
    env: (bucket) => s3StandInEnv(endpoint, bucket),
    close: () => server.close(),
  };
}
