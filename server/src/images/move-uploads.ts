import { FILE_PATTERN, HASH_PATTERN, SOURCE_FILE } from './image-files.ts';
import type { ImageStore } from './object-store.ts';

export interface MoveCounts {
  /** Objects written to the target. */
  copied: number;
  /** Objects the target already held at the same size (a second run copies nothing). */
  alreadyThere: number;
  /** Files that are not an image object (`<hash>/source.jpg` or `<hash>/<width>.<avif|webp>`), left where they are. */
  ignored: number;
}

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', avif: 'image/avif', webp: 'image/webp' };

const isImageObject = (key: string) => {
  const [hash, file, ...rest] = key.split('/');
  return rest.length === 0 && HASH_PATTERN.test(hash ?? '') && (file === SOURCE_FILE || FILE_PATTERN.test(file ?? ''));
};

/**
 * Copy every image object from one store to another (ADR 240: UPLOADS_DIR into the bucket, once, before the API is pointed at
 * it). Idempotent: an object the target holds at the same size is left alone, so a run cut short is finished by running it again.
 * The source is never changed; remove it by hand once `findMissingImageObjects` against the bucket finds nothing missing.
 */
export async function moveUploads(from: ImageStore, to: ImageStore): Promise<MoveCounts> {
  const counts: MoveCounts = { copied: 0, alreadyThere: 0, ignored: 0 };
  for await (const key of from.keys()) {
    if (!isImageObject(key)) {
      counts.ignored += 1;
      continue;
    }
    const data = await from.get(key);
    if (!data) continue; // NOTE: removed while we listed: nothing to copy.
    if ((await to.size(key)) === data.length) {
      counts.alreadyThere += 1;
      continue;
    }
    await to.put(key, data, CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream');
    counts.copied += 1;
  }
  return counts;
}
