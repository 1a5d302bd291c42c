/**
 * Kanit in the page's head: the size-adjusted fallback faces inline (the text
 * paints in them at once and does not move when Kanit swaps in), and a preload
 * of the Kanit files the first paint draws with, which the browser would
 * otherwise find only after the stylesheet and the rendered markup.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { kanitFallbackCss } from './kanit-fallback-faces.js';

// The first paint of every page is Thai body text (400) and bold headings, prices and balances
// (700, which semibold also takes); 500 is the buttons' and badges' weight, Latin the digits:
// each is small and found soon enough from the stylesheet. More preloads would only compete with
// the page's own script for a slow phone's bandwidth.
const FIRST_PAINT_FILES = [/^assets\/kanit-thai-400-normal-.*\.woff2$/, /^assets\/kanit-thai-700-normal-.*\.woff2$/];

export function kanitFonts(): Plugin {
  let fallbackCss: Promise<string> | undefined;
  return {
    name: 'kanit-fonts',
    async transformIndexHtml(_html, context) {
      fallbackCss ??= kanitFallbackCss();
      const tags: HtmlTagDescriptor[] = [{ tag: 'style', children: await fallbackCss, injectTo: 'head' }];
      // The dev server serves the files from node_modules under other names: no preload there.
      const files = Object.keys(context.bundle ?? {});
      for (const pattern of FIRST_PAINT_FILES) {
        const file = files.find((name) => pattern.test(name));
        if (file) tags.push({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' }, injectTo: 'head' });
      }
      return tags;
    },
  };
}
