/**
 * Part of `npm run artwork`, after make-artwork.ts: renders the home-screen
 * icons (PNG, which the web app manifest and iOS need) from the generated
 * SVGs in client/public/icons/, which carry their own Kanit subset, so the
 * PNGs draw the Thai letter on a machine without a Thai font. Chromium does
 * the drawing (Debian's, as the browser tests use; CHROMIUM_PATH for another).
 *
 * Edit client/artwork/icons/*.svg, never the PNGs, then run `npm run artwork`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ICON_DIR = join(ROOT, 'client/public/icons');

/** Each PNG the manifest and index.html name, from which SVG, at which size. */
const ICONS = [
  // Rounded tile with clear corners: the manifest's "any" icons.
  { source: 'app-icon.svg', output: 'icon-192.png', size: 192 },
  { source: 'app-icon.svg', output: 'icon-512.png', size: 512 },
  // Full bleed: Android cuts the maskable icon to its own shape, iOS rounds the touch icon itself
  // (a transparent corner would show black there).
  { source: 'app-icon-maskable.svg', output: 'icon-maskable-512.png', size: 512 },
  { source: 'app-icon-maskable.svg', output: 'apple-touch-icon.png', size: 180 },
] as const;

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const { source, output, size } of ICONS) {
      const svg = readFileSync(join(ICON_DIR, source)).toString('base64');
      await page.setViewportSize({ width: size, height: size });
      // An <img> as the site shows artwork: the embedded font is what draws the letter.
      await page.setContent(
        `<html><body style="margin:0;background:transparent"><img id="icon" width="${size}" height="${size}" src="data:image/svg+xml;base64,${svg}"></body></html>`,
      );
      await page.waitForFunction(() => {
        const img = document.getElementById('icon') as HTMLImageElement | null;
        return img?.complete === true && img.naturalWidth > 0;
      });
      const png = await page.screenshot({ clip: { x: 0, y: 0, width: size, height: size }, omitBackground: true });
      const path = join(ICON_DIR, output);
      writeFileSync(path, png);
      console.log(`${relative(ROOT, path)}  ${size}×${size}  ${png.length} bytes`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
