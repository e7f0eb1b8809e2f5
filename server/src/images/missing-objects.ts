import type { Sql } from '../db/sql.ts';
import { IMAGE_FORMATS, objectKey, renditionFile, SOURCE_FILE } from './image-files.ts';
import type { ImageStore } from './object-store.ts';

export interface MissingImageObjects {
  /** Image rows looked at. */
  checked: number;
  /** Each row that cannot be served whole, with the object files it lacks (`source.jpg`, `<width>.<avif|webp>`). */
  missing: { id: string; hash: string; files: string[] }[];
}

/**
 * Every image row still has its objects (docs/design.md §24: the restore drill runs this after restoring the database). A row is
 * whole when its source is stored (its renditions are made from it when asked for, ADR 188), or, for an image stored before
 * sources were kept, when every rendition is. One listing of the store, not one request per object.
 */
export async function findMissingImageObjects(sql: Sql, store: ImageStore): Promise<MissingImageObjects> {
  const rows = await sql<{ id: string; hash: string; widths: number[] }[]>`SELECT id, hash, widths FROM images ORDER BY created_at, id`;
  const stored = new Set<string>();
  for await (const key of store.keys()) stored.add(key);
  const missing: MissingImageObjects['missing'] = [];
  for (const row of rows) {
    if (stored.has(objectKey(row.hash, SOURCE_FILE))) continue;
    const renditions = row.widths.flatMap((width) => IMAGE_FORMATS.map((format) => renditionFile(width, format)));
    const absent = renditions.filter((file) => !stored.has(objectKey(row.hash, file)));
    if (absent.length > 0) missing.push({ id: row.id, hash: row.hash, files: [SOURCE_FILE, ...absent] });
  }
  return { checked: rows.length, missing };
}
