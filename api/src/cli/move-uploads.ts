import { loadEnv } from '@sdp/server/env';
import { createSql } from '@sdp/server/db/sql';
import { findMissingImageObjects } from '@sdp/server/images/missing-objects';
import { moveUploads } from '@sdp/server/images/move-uploads';
import { diskImageStore, imageStore } from '@sdp/server/images/object-store';

// `make move-uploads`: copy the photographs under UPLOADS_DIR into the S3 bucket, once, when a site moves to object storage
// (ADR 240). Run it again at any time: what the bucket holds is skipped. Then every image row is checked against the bucket.
const env = loadEnv();
if (!env.S3_BUCKET) {
  console.error('move-uploads: S3_BUCKET is not set, so there is no bucket to move the photographs to (README, "Photographs").');
  process.exit(1);
}
const from = diskImageStore(env.UPLOADS_DIR);
const to = imageStore(env);
const counts = await moveUploads(from, to).catch((err: unknown) => {
  console.error(`move-uploads: stopped (run it again to finish): ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
console.log(`move-uploads: ${counts.copied} objects copied, ${counts.alreadyThere} already in the bucket, ${counts.ignored} other files left alone`);
console.log(`  from ${from.where}\n  to   ${to.where}`);
const sql = createSql(env.DATABASE_URL, { max: 1 });
try {
  const { checked, missing } = await findMissingImageObjects(sql, to);
  console.log(`move-uploads: ${checked} images checked, ${missing.length} missing objects in the bucket`);
  for (const image of missing) console.log(`  image ${image.id} (${image.hash}): ${image.files.join(', ')}`);
  process.exitCode = missing.length > 0 ? 2 : 0;
} catch (err) {
  // NOTE: one line in words (the database or the storage not answering), not a stack trace.
  console.error(`move-uploads: stopped: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await sql.end();
}
