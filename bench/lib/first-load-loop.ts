/**
 * first-load's browser loop: each page's bytes (page-bytes.ts) and, unless
 * bytes only, Lighthouse's audit (lighthouse-audit.ts), page after page and
 * site after site within a run, so that sites compared in one table take
 * turns under the same machine load.
 */
import { auditPage, type LighthouseFigures } from './lighthouse-audit.js';
import { storageFor, type PageName } from './first-load-pages.js';
import type { FirstLoadSite } from './first-load-site.js';
import { launchBrowser, measurePageBytes, type PageBytes } from './page-bytes.js';

export interface PageRun {
  bytes: PageBytes;
  lighthouse?: LighthouseFigures;
}

/** One site's runs, by page. */
export type SiteRuns = Map<PageName, PageRun[]>;

/** Answers each site's runs, in the order of `sites`. */
export async function loadPages(sites: FirstLoadSite[], pages: PageName[], runs: number, bytesOnly: boolean): Promise<SiteRuns[]> {
  const results = sites.map((): SiteRuns => new Map());
  const browser = await launchBrowser();
  try {
    for (let run = 1; run <= runs; run++) {
      for (const name of pages) {
        for (const [i, site] of sites.entries()) {
          const storage = storageFor(name, site.session);
          const url = site.origin + site.paths[name];
          // One at a time: the audit's CPU throttling assumes the cores are otherwise free.
          const bytes = await measurePageBytes(browser, url, storage);
          const lighthouse = bytesOnly ? undefined : await auditPage(url, storage);
          const list = results[i]!;
          list.set(name, [...(list.get(name) ?? []), { bytes, lighthouse }]);
          const audit = lighthouse ? `, score ${lighthouse.score}, TBT ${lighthouse.tbtMs.toFixed(0)} ms, LCP ${lighthouse.lcpMs.toFixed(0)} ms` : '';
          console.log(`run ${run} ${name} (${site.label}): JS ${(bytes.js / 1000).toFixed(1)} KB${audit}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
