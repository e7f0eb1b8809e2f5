// Renders the landing page and blog illustrations to WebP with Debian's Chromium: `node web/scripts/art/render-pages.mjs`.
// Same scenes as render.mjs (the home page's art), other seeds and crops; outputs are committed under web/public/images.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { porch, stillLife } from './scenes.mjs';

const OUT = new URL('../../public/', import.meta.url).pathname;

const JOBS = [
  { file: 'images/landing/case-study-poster.webp', svg: () => porch({ style: 'dusk', decorated: true, lit: true, doorX: 800, seed: 51 }), w: 960, h: 540, q: 0.72 },
  { file: 'images/landing/porch-before.webp', svg: () => porch({ style: 'craftsman', decorated: false, seed: 52, W: 1600, H: 1200 }), w: 640, h: 480, q: 0.74 },
  { file: 'images/landing/porch-after.webp', svg: () => porch({ style: 'craftsman', decorated: true, seed: 52, W: 1600, H: 1200 }), w: 640, h: 480, q: 0.74 },
  { file: 'images/blog/pumpkin-varieties.webp', svg: () => stillLife({ seed: 61, size: 0.9, backdrop: ['#efe4d2', '#d2bb97'] }), w: 800, h: 500, q: 0.72 },
  { file: 'images/blog/coastal-porch.webp', svg: () => porch({ style: 'modern', decorated: true, seed: 62, W: 1600, H: 1000 }), w: 800, h: 500, q: 0.72 },
  { file: 'images/blog/make-it-last.webp', svg: () => stillLife({ seed: 63, size: 0.35, backdrop: ['#e4e8df', '#b9c2ae'] }), w: 800, h: 500, q: 0.72 },
  { file: 'images/blog/book-early.webp', svg: () => porch({ style: 'dusk', decorated: true, lit: true, doorX: 700, seed: 64 }), w: 800, h: 500, q: 0.72 },
  { file: 'images/landing/halloween-night.webp', svg: () => porch({ style: 'dusk', decorated: true, lit: true, doorX: 1000, seed: 71 }), w: 1280, h: 800, q: 0.7 },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
for (const job of JOBS) {
  const markup = job.svg();
  const dataUrl = await page.evaluate(
    async ({ markup, w, h, q }) => {
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d');
      // NOTE: cover-fit like the page's object-cover, so the art is never stretched.
      const scale = Math.max(w / img.naturalWidth, h / img.naturalHeight);
      ctx.drawImage(img, (w - img.naturalWidth * scale) / 2, (h - img.naturalHeight * scale) / 2, img.naturalWidth * scale, img.naturalHeight * scale);
      return canvas.toDataURL('image/webp', q);
    },
    { markup, w: job.w, h: job.h, q: job.q },
  );
  const bytes = Buffer.from(dataUrl.split(',')[1], 'base64');
  const path = join(OUT, job.file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  console.log(job.file, Math.round(bytes.length / 1024), 'KB');
}
await browser.close();
