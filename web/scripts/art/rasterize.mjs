// The one rasterizer of the art scripts (render.mjs, render-pages.mjs): SVG markup -> WebP files with Debian's Chromium.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';

const OUT = new URL('../../public/', import.meta.url).pathname;

/** Render each `{ file, svg(), w, h, q }` job to web/public/<file> as WebP of w x h at quality q. */
export async function renderJobs(jobs) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    for (const job of jobs) {
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
          const dw = img.naturalWidth * scale;
          const dh = img.naturalHeight * scale;
          ctx.drawImage(img, (w - dw) / 2, (h - dh) / 2, dw, dh);
          return canvas.toDataURL('image/webp', q);
        },
        { markup: job.svg(), w: job.w, h: job.h, q: job.q },
      );
      const bytes = Buffer.from(dataUrl.split(',')[1], 'base64');
      const path = join(OUT, job.file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, bytes);
      console.log(job.file, Math.round(bytes.length / 1024), 'KB');
    }
  } finally {
    await browser.close();
  }
}

/**
 * The job and its double-density twin (`name-2x.webp` at twice the size, a little lower quality: its pixels are half as large), for
 * `srcset="name.webp 1x, name-2x.webp 2x"` (web/src/lib/illustration.ts): sharp on a phone's 3x screen until photographs arrive.
 */
export const withDoubleDensity = (job) => [job, { ...job, file: job.file.replace(/\.webp$/, '-2x.webp'), w: job.w * 2, h: job.h * 2, q: job.q - 0.1 }];
