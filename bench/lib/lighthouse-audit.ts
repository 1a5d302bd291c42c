/**
 * Lighthouse's mobile performance audit (its default config: Moto G Power
 * emulation, simulated slow 4G and 4× CPU throttling) of one URL in a Chromium
 * of its own (chrome-launcher, the system's /usr/bin/chromium, a fresh profile).
 *
 * A member page needs the session in localStorage, and Lighthouse clears the
 * origin's storage before it navigates. Headers (`extraHeaders`) cannot carry
 * it (the client reads localStorage, not a cookie), and `disableStorageReset`
 * would also keep the cache warm. What works: Lighthouse drives a
 * puppeteer-core page we hand it, and that page has a script registered to run
 * in every new document before the site's own (`evaluateOnNewDocument`), which
 * writes the session after the reset and before the app reads it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './page-bytes.js';

export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** the main thread's busiest scripts (bootup-time), for the diagnosis */
  bootup: { url: string; scriptingMs: number }[];
}

/** Lighthouse's own advice for a trace it failed to record ("Please run Lighthouse again"). */
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP']);
const ATTEMPTS = 3;

export async function auditPage(url: string, localStorage: Record<string, string> = {}): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, localStorage);
    } catch (error) {
      const code = error instanceof LighthouseRuntimeError ? error.code : undefined;
      if (attempt >= ATTEMPTS || !code || !RETRIED_ERRORS.has(code)) throw error;
      console.warn(`lighthouse ${code} on ${url}: audited again (${attempt + 1} of ${ATTEMPTS})`);
    }
  }
}

class LighthouseRuntimeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`lighthouse: ${code} ${message}`);
  }
}

async function auditOnce(url: string, localStorage: Record<string, string>): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    await page.evaluateOnNewDocument((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, localStorage);
    const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, undefined, page);
    await browser.disconnect();
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    // The whole report, for a look at what Lighthouse saw (its diagnostics, the trace's long tasks).
    if (process.env.FIRST_LOAD_REPORT_DIR) {
      writeFileSync(join(process.env.FIRST_LOAD_REPORT_DIR, `${new URL(url).pathname.replaceAll('/', '_') || 'home'}-${Date.now()}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new LighthouseRuntimeError(lhr.runtimeError.code, lhr.runtimeError.message);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const bootupItems = (lhr.audits['bootup-time']?.details as { items?: { url: string; scripting: number }[] } | undefined)?.items ?? [];
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      bootup: bootupItems.map((item) => ({ url: item.url, scriptingMs: item.scripting })),
    };
  } finally {
    chrome.kill();
  }
}
