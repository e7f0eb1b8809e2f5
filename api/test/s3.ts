import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { S3_STAND_IN_KEYS, s3StandInEnv } from '@sdp/dev/s3-stand-in/server';

/** The run's S3 stand-in (api/test/global-setup.ts). */
export function testS3Endpoint(): string {
  const endpoint = process.env.SDP_TEST_S3_ENDPOINT;
  if (!endpoint) throw new Error('api/test/global-setup.ts did not start the S3 stand-in: use a vitest project with it as globalSetup');
  return endpoint;
}

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
  return s3StandInEnv(endpoint, bucket);
}
