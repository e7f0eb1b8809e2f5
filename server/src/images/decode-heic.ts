import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

// NOTE: sharp's prebuilt libvips reads HEIF only when it holds AVIF; an iPhone's HEIC is HEVC, which libheif compiled to
// WebAssembly decodes (heic-decode over libheif-js, ADR 065). Its decode is synchronous and takes about 2 s for a 12-megapixel
// photograph, so it runs in a worker thread: on the API's own thread it would stall every other request meanwhile.
const DECODER = createRequire(import.meta.url).resolve('heic-decode');
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.decoder);
(async () => {
  const images = await decode.all({ buffer: workerData.bytes });
  try {
    const primary = images[0];
    // The size is known before any pixel is decoded: a "decompression bomb" is refused without allocating it.
    if (primary.width * primary.height > workerData.maxPixels) return parentPort.postMessage({ tooBig: true });
    const { width, height, data } = await primary.decode();
    parentPort.postMessage({ width, height, data }, [data.buffer]);
  } finally {
    images.dispose();
  }
})().catch((err) => parentPort.postMessage({ error: String((err && err.message) || err) }));
`;

export type DecodedHeic = { width: number; height: number; data: Uint8Array } | 'too-big';

/** The primary image of a HEIC file as RGBA pixels (libheif applies the file's rotation and mirroring); throws when unreadable. */
export function decodeHeic(bytes: Buffer, maxPixels: number): Promise<DecodedHeic> {
  return new Promise((resolve, reject) => {
    // NOTE: the worker's output is kept from the API's log: libheif prints its parse errors there; the caller answers in words.
    const worker = new Worker(WORKER, { eval: true, stdout: true, stderr: true, workerData: { decoder: DECODER, bytes, maxPixels } });
    worker.once('message', (m: { tooBig?: true; error?: string; width?: number; height?: number; data?: Uint8ClampedArray }) => {
      void worker.terminate();
      if (m.tooBig) resolve('too-big');
      else if (m.error || !m.data) reject(new Error(m.error ?? 'HEIC decode failed'));
      else resolve({ width: m.width!, height: m.height!, data: new Uint8Array(m.data.buffer, m.data.byteOffset, m.data.byteLength) });
    });
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`HEIC decoder stopped with ${code}`)));
  });
}
