/**
 * The member site's page starts its JavaScript once the server's HTML has painted
 * (docs/decisions/0057). The HTML is the whole first screen; on a phone's slow
 * link, the script (the larger part of a first visit's bytes) would otherwise
 * share the bandwidth with the stylesheet, the fonts and the page's first banner
 * before anything is on screen. The build (scripts/vite-start-after-paint.ts)
 * moves the entry script and its module preloads into the `#page-scripts` list;
 * this fixed script (the CSP allows it by hash) adds them back after the first
 * frame, once the banner marked `fetchpriority="high"` has arrived (at most
 * after START_WAIT_MS), and at once in a tab that is not shown (no frames there).
 */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/** The longest the script waits for the first banner after the first paint. */
export const START_WAIT_MS = 2000;

export const PAGE_START_SCRIPT =
  `(function(){var d=document,list=JSON.parse(d.getElementById('${PAGE_SCRIPTS_ID}').textContent),started=0;` +
  `function add(tag,props){var e=d.createElement(tag);for(var k in props)e[k]=props[k];e.crossOrigin='';d.head.appendChild(e)}` +
  `function start(){if(started)return;started=1;` +
  `list.preload.forEach(function(href){add('link',{rel:'modulepreload',href:href})});add('script',{type:'module',src:list.entry})}` +
  `function afterBanner(){var hero=d.querySelector('img[fetchpriority=high]');if(!hero||hero.complete)return start();` +
  `hero.addEventListener('load',start);hero.addEventListener('error',start);setTimeout(start,${START_WAIT_MS})}` +
  `if(d.visibilityState==='hidden')start();else requestAnimationFrame(function(){setTimeout(afterBanner,0)})})()`;

/** What the build puts in `#page-scripts`. */
export interface PageScripts {
  entry: string;
  preload: string[];
}
