import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { illustrationSrcSet } from './illustration.ts';

const PUBLIC = new URL('../../public/', import.meta.url).pathname;
const webpFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? webpFiles(join(dir, e.name)) : e.name.endsWith('.webp') ? [join(dir, e.name)] : []));

describe('committed illustrations at double density', () => {
  // The page heroes (LCP images) have their own widths or enough pixels at 1x (web/scripts/art).
  const heroes = /\/(hero-\d+|case-study-poster|halloween-night)\.webp$/;
  const illustrations = webpFiles(join(PUBLIC, 'images')).filter((f) => !f.endsWith('-2x.webp') && !heroes.test(f));

  it('every illustration has a -2x twin of exactly twice its width and height', async () => {
    expect(illustrations.length).toBeGreaterThanOrEqual(17);
    for (const file of illustrations) {
      const one = await sharp(file).metadata();
      const two = await sharp(file.replace(/\.webp$/, '-2x.webp')).metadata();
      expect([two.width, two.height], relative(PUBLIC, file)).toEqual([one.width! * 2, one.height! * 2]);
    }
  });

  it('names both files in a density srcset, and nothing for the hero or a non-illustration', () => {
    expect(illustrationSrcSet('/images/packages/autumn-glow.webp')).toBe('/images/packages/autumn-glow.webp 1x, /images/packages/autumn-glow-2x.webp 2x');
    expect(illustrationSrcSet('/images/hero-800.webp')).toBeUndefined();
    expect(illustrationSrcSet('/images/service-area-map.svg')).toBeUndefined();
    expect(illustrationSrcSet('https://example.com/x.webp')).toBeUndefined();
  });
});
