import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { PAGE_START_SCRIPT } from '#shared/page-start.js';
import { startAfterPaint } from './vite-start-after-paint.js';

const BUILT = [
  '<html><head><title>x</title>',
  '<script type="module" crossorigin src="/assets/index-A.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-B.js">',
  '<link rel="modulepreload" crossorigin href="/assets/router-C.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-D.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

function transform(html: string, filename: string): string {
  const hook = startAfterPaint().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, { filename, path: '/' } as IndexHtmlTransformContext) as string;
}

describe('the member page starts its script after the first paint', () => {
  it('moves the entry and its preloads out of the head into the start list, keeping the stylesheet', () => {
    const html = transform(BUILT, '/repo/client/index.html');
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D.css">');
    const list = /<script type="application\/json" id="page-scripts">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(list!)).toEqual({ entry: '/assets/index-A.js', preload: ['/assets/react-B.js', '/assets/router-C.js'] });
    expect(html).toContain(`<script>${PAGE_START_SCRIPT}</script></body>`);
  });

  it('leaves the other apps\' pages as built', () => {
    expect(transform(BUILT, '/repo/client/console.html')).toBe(BUILT);
  });
});
