import { gunzipSync, inflateSync } from 'node:zlib';

/** A request's body as bytes, undone from the gzip or deflate Content-Encoding exporters may use. */
export async function readBody(req: Request): Promise<Buffer> {
  const raw = Buffer.from(await req.arrayBuffer());
  const encoding = req.headers.get('content-encoding')?.toLowerCase();
  if (encoding === 'gzip') return gunzipSync(raw);
  if (encoding === 'deflate') return inflateSync(raw);
  return raw;
}
