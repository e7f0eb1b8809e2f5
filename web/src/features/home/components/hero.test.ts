import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HERO_IMAGE_SIZES } from './hero.tsx';

describe('hero image', () => {
  it('is preloaded by index.html with the same sizes the hero renders, so the preload is the image used', () => {
    const html = readFileSync(new URL('../../../../index.html', import.meta.url), 'utf8');
    const preload = html.match(/<link\s+rel="preload"\s+as="image"[^>]*>/s)?.[0] ?? '';
    expect(preload).toContain(`imagesizes="${HERO_IMAGE_SIZES}"`);
  });
});
