// Renders the home-screen icons of the staff app (docs/design.md §20, ADR 144) from the site's pumpkin mark (public/favicon.svg):
// the mark centred on the studio's charcoal, inside the middle 60 %, so a launcher's circle or squircle mask never cuts it.
// Run once after the mark changes: node web/scripts/app-icons.mjs (the PNGs are committed; the build does not need sharp).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const mark = (await readFile(here('../public/favicon.svg'), 'utf8')).replace(/^<svg[^>]*>|<\/svg>\s*$/g, '');
const CHARCOAL = '#1e1a17';

for (const size of [192, 512]) {
  // The mark's 48-unit box drawn at 60 % of the icon, centred: inside the maskable safe zone (a circle of 80 %).
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="${size}" height="${size}">
    <rect width="48" height="48" fill="${CHARCOAL}"/><g transform="translate(9.6 9.6) scale(0.6)">${mark}</g></svg>`;
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(here(`../public/app-icons/icon-${size}.png`));
}
