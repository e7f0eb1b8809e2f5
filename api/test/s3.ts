import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { S3_STAND_IN_KEYS } from '@sdp/dev/s3-stand-in/server';

/** The run's S3 stand-in (api/test/global-setup.ts). */
export function testS3Endpoint(): string {
  const endpoint = process.env.SDP_TEST_S3_ENDPOINT;
  if (!endpoint) throw new Error('api/test/global-setup.ts did not start the S3 stand-in: use a vitest project with it as globalSetup');
  return endpoint;
}

/** The settings that point the app at the stand-in's `bucket` at `endpoint`. */
export const s3Env = (endpoint: string, bucket: string): Record<string, string> => ({
  S3_ENDPOINT: endpoint,
  S3_BUCKET: bucket,
  S3_REGION: 'us-east-1',
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: S3_STAND_IN_KEYS.accessKeyId,
  S3_SECRET_ACCESS_KEY: S3_STAND_IN_KEYS.secretAccessKey,
});

/** A new, empty bucket on the run's stand-in (a test file's own, as its database is); returns the settings that use it. */
export async function createTestBucket(): Promise<Record<string, string>> {
  const endpoint = testS3Endpoint();
  const bucket = `sdp-t-${process.env.SDP_TEST_RUN_ID ?? 'adhoc'}-${randomBytes(4).toString('hex')}`.toLowerCase();
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: S3_STAND_IN_KEYS });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  return s3Env(endpoint, bucket);
}
