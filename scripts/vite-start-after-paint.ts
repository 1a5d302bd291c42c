/**
 * The member site's index.html starts its script after the first paint
 * (shared/src/page-start.ts, docs/decisions/0057): the entry's module script and
 * module preloads Vite wrote into the head become the `#page-scripts` list and
 * the fixed start script at the end of the body. The other apps' pages (the
 * console, the game frame) have no server HTML to show first and keep theirs.
 */
import type { Plugin } from 'vite';
import { PAGE_SCRIPTS_ID, PAGE_START_SCRIPT, type PageScripts } from '../shared/src/page-start.js';

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export function startAfterPaint(): Plugin {
  return {
    name: 'start-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.filename.endsWith('/index.html')) return html;
        const entry = ENTRY.exec(html)?.[1];
        if (!entry) throw new Error('start-after-paint: index.html has no module entry script');
        const scripts: PageScripts = { entry, preload: [...html.matchAll(PRELOAD)].map((match) => match[1]!) };
        const list = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(scripts)}</script>`;
        return html
          .replace(ENTRY, '')
          .replace(PRELOAD, '')
          .replace('</body>', `${list}<script>${PAGE_START_SCRIPT}</script></body>`);
      },
    },
  };
}
