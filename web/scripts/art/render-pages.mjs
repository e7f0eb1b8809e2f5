// Renders the landing page and blog illustrations to WebP with Debian's Chromium: `node web/scripts/art/render-pages.mjs`.
// Same scenes as render.mjs (the home page's art), other seeds and crops; outputs are committed under web/public/images.
import { renderJobs, withDoubleDensity } from './rasterize.mjs';
import { porch, stillLife } from './scenes.mjs';

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

// NOTE: the two page heroes (the LCP images of /landing and /halloween) already carry 2.7x a phone's width at 1x; a 2x twin would
// only add bytes to the largest paint.
const HEROES = ['images/landing/case-study-poster.webp', 'images/landing/halloween-night.webp'];
await renderJobs(JOBS.flatMap((job) => (HEROES.includes(job.file) ? [job] : withDoubleDensity(job))));
