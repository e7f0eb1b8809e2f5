import { startS3StandIn } from './server.ts';

// `npm run s3-stand-in -w dev`: local S3-compatible object storage for photographs (ADR 240); `make dev` starts it when no S3_BUCKET
// is set. Objects are files under S3_STAND_IN_DIR (default .data/s3), so they outlive a restart as a real bucket does.
const s3 = await startS3StandIn({
  port: Number(process.env.S3_STAND_IN_PORT ?? 12499),
  directory: process.env.S3_STAND_IN_DIR ?? '.data/s3',
  buckets: [process.env.S3_BUCKET ?? 'sdp-uploads'],
});
console.log(`S3 stand-in: S3_ENDPOINT=${s3.endpoint} S3_BUCKET=${process.env.S3_BUCKET ?? 'sdp-uploads'}`);
const stop = () => void s3.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
