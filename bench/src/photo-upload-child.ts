import { readFileSync } from 'node:fs';
import { createSql } from '@sdp/server/db/sql';
import { storeUpload } from '@sdp/server/images/store-upload';
import { diskImageStore } from '@sdp/server/images/object-store';
import { backgroundRendersDone, warmImagePipeline } from '@sdp/server/images/render-renditions';

// One fresh server-side process (bench/src/photo-upload.ts), started as the API starts (its image codecs warmed): the first upload
// after start, then warm ones, each a new photograph. Prints one JSON line: how long storeUpload took to answer each (ms), and
// how long the renditions made after the answers took to finish (ms after the last answer).
const [dbUrl, uploadsDir, ...photos] = process.argv.slice(2);
const sql = createSql(dbUrl!, { max: 2 });
// NOTE: the disk store: this times the image work, not a bucket's network (ADR 240).
const store = diskImageStore(uploadsDir!);
await warmImagePipeline();
const times: number[] = [];
for (const path of photos) {
  const bytes = readFileSync(path);
  const started = performance.now();
  await storeUpload(sql, store, bytes, null);
  times.push(performance.now() - started);
}
const answered = performance.now();
await backgroundRendersDone();
console.log(JSON.stringify({ first: times[0], warm: times.slice(1), renditionsAfter: performance.now() - answered }));
await sql.end();
