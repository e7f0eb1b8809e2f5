import type { Plugin } from 'vite';

/** The faces the first screen draws with: Fraunces (h1, logo, the italic "Pumpkin") and Inter, latin subset. */
const ABOVE_THE_FOLD = [/^fraunces-latin-wght-normal-.*\.woff2$/, /^fraunces-latin-wght-italic-.*\.woff2$/, /^inter-latin-wght-normal-.*\.woff2$/];

/**
 * Build only: preload the hashed woff2 files of the first screen, so they are in before the first paint and the text does not
 * reflow (and shift the hero's buttons) when they swap in.
 */
export function preloadFonts(): Plugin {
  let base = '/';
  return {
    name: 'sdp-preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {});
        return ABOVE_THE_FOLD.map((pattern) => {
          const file = files.find((name) => pattern.test(name.slice(name.lastIndexOf('/') + 1)));
          if (!file) throw new Error(`preload-fonts: no font matches ${pattern}`);
          return { tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `${base}${file}`, crossorigin: '' }, injectTo: 'head' as const };
        });
      },
    },
  };
}
