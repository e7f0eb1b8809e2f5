import { loadEnv } from '@sdp/server/env';
import { createSql } from '@sdp/server/db/sql';
import { findMissingImageObjects } from '@sdp/server/images/missing-objects';
import { imageStore } from '@sdp/server/images/object-store';

// `make check-image-objects`: every image row still has its objects in the store (after a restore, docs/operations.md). Exit 2 and
// one line per image when some are missing.
const env = loadEnv();
const store = imageStore(env);
const sql = createSql(env.DATABASE_URL, { max: 1 });
try {
  const { checked, missing } = await findMissingImageObjects(sql, store);
  console.log(`check-image-objects: ${checked} images checked in ${store.where}, ${missing.length} with missing objects`);
  for (const image of missing) console.log(`  image ${image.id} (${image.hash}): ${image.files.join(', ')}`);
  process.exitCode = missing.length > 0 ? 2 : 0;
} catch (err) {
  // NOTE: one line in words (the database or the storage not answering), not a stack trace.
  console.error(`check-image-objects: stopped: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await sql.end();
}
