import { describe, expect, it } from 'vitest';
import { darkHeat, heatAlpha } from './heat-shade.ts';

type Rgb = [number, number, number];
const EMBER: Rgb = [168, 64, 26];
const WHITE: Rgb = [255, 255, 255];
const CHARCOAL: Rgb = [0x1e, 0x1a, 0x17];
const CREAM: Rgb = [0xfb, 0xf6, 0xee];

const luminance = (c: Rgb) => {
  const [r, g, b] = c.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
const over = (alpha: number, card: Rgb): Rgb => EMBER.map((v, i) => Math.round(alpha * v + (1 - alpha) * card[i]!)) as Rgb;

describe('the capacity heat map\'s cells (issue 36: axe found white words at 2.7:1 on a week 55% full)', () => {
  it('read at WCAG AA (4.5:1) at every share of spots taken, on a white card and on cream', () => {
    for (const card of [WHITE, CREAM]) {
      for (let step = 0; step <= 100; step += 1) {
        const used = step / 100;
        const words = darkHeat(used) ? WHITE : CHARCOAL;
        expect(contrast(over(heatAlpha(used), card), words), `${step}% taken`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('grow darker as a week fills', () => {
    for (let step = 1; step <= 100; step += 1) expect(heatAlpha(step / 100)).toBeGreaterThan(heatAlpha((step - 1) / 100));
  });
});
