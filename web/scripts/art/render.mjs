// Renders the site's illustrations to WebP with Debian's Chromium: `node web/scripts/art/render.mjs`.
// The outputs are committed under web/public/images; run this again only to change the art.
import { renderJobs, withDoubleDensity } from './rasterize.mjs';
import { porch, stillLife } from './scenes.mjs';

const JOBS = [
  { file: 'images/hero-1600.webp', svg: () => porch({ style: 'dusk', decorated: true, lit: true, doorX: 1080, seed: 11 }), w: 1600, h: 1000, q: 0.72 },
  { file: 'images/hero-800.webp', svg: () => porch({ style: 'dusk', decorated: true, lit: true, doorX: 1080, seed: 11 }), w: 800, h: 500, q: 0.72 },
  ...[
    ['fairbanks-ranch', 'hacienda', 21],
    ['point-loma', 'craftsman', 22],
    ['la-jolla', 'modern', 23],
  ].flatMap(([slug, style, seed]) => [
    { file: `images/gallery/${slug}-before.webp`, svg: () => porch({ style, decorated: false, seed, W: 1600, H: 1200 }), w: 800, h: 600, q: 0.75 },
    { file: `images/gallery/${slug}-after.webp`, svg: () => porch({ style, decorated: true, seed, W: 1600, H: 1200 }), w: 800, h: 600, q: 0.75 },
  ]),
  { file: 'images/packages/golden-harvest.webp', svg: () => stillLife({ seed: 31, size: 1 }), w: 600, h: 400, q: 0.75 },
  { file: 'images/packages/harvest-bounty.webp', svg: () => stillLife({ seed: 32, size: 0.7, backdrop: ['#e9e1d3', '#cdbb9c'] }), w: 600, h: 400, q: 0.75 },
  { file: 'images/packages/autumn-embrace.webp', svg: () => stillLife({ seed: 33, size: 0.45, backdrop: ['#e6ddd0', '#c9b7a0'] }), w: 600, h: 400, q: 0.75 },
  { file: 'images/packages/autumn-glow.webp', svg: () => stillLife({ seed: 34, size: 0.15, backdrop: ['#efe8dc', '#d8c9b0'] }), w: 600, h: 400, q: 0.75 },
  { file: 'images/about-studio.webp', svg: () => stillLife({ seed: 41, size: 0.8, backdrop: ['#3a302a', '#221b17'], glow: ['#ffb566', 0.22], W: 1000, H: 1125 }), w: 800, h: 900, q: 0.72 },
];

// NOTE: the hero has its own 800/1600 widths (the LCP image, ADR 014); every other illustration gets a 2x twin.
await renderJobs(JOBS.flatMap((job) => (job.file.startsWith('images/hero-') ? [job] : withDoubleDensity(job))));
