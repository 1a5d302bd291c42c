/**
 * `npm run artwork` turns the artwork sources in client/artwork/ into the SVGs
 * served from client/public/ (same relative paths).
 *
 * The sources draw Thai words with `<text font-family="Kanit, sans-serif">`.
 * The site shows them with `<img src>`, and an SVG loaded as an image cannot
 * use the page's web fonts nor fetch anything, so on a system without a Thai
 * font every Thai letter would be a box. Each generated SVG therefore carries
 * its own font: for every weight it uses, a subset of Kanit (from
 * @fontsource/kanit, its thai and latin files) holding only the characters it
 * draws, as a base64 woff2 `@font-face` in a `<style>`, under the family name
 * KanitArt so it cannot clash with anything else. The browser shapes the Thai
 * text itself (marks above and below stay in place), and sans-serif stays the
 * fallback.
 *
 * Edit the sources, never the generated files, then run this script.
 * Limits: font-family and font-weight are read from the `<text>` element
 * itself, and a `<text>` must hold plain text (no `<tspan>`); anything else
 * stops the script with an error rather than produce a wrong font.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface SubsetOptions {
  targetFormat?: 'sfnt' | 'woff' | 'woff2';
  noHinting?: boolean;
}
type SubsetFont = (font: Buffer, text: string, options?: SubsetOptions) => Promise<Buffer>;

// subset-font (harfbuzz's subsetter as WebAssembly) is CommonJS without types.
const requireCjs = createRequire(import.meta.url);
const subsetFont = requireCjs('subset-font') as SubsetFont;

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIR = join(ROOT, 'client/artwork');
const OUTPUT_DIR = join(ROOT, 'client/public');
const KANIT_DIR = join(ROOT, 'node_modules/@fontsource/kanit');
const SOURCE_FAMILY = 'Kanit';
const EMBEDDED_FAMILY = 'KanitArt';
/** The @fontsource/kanit files we draw from, in order of preference. */
const FONT_SUBSETS = ['thai', 'latin'] as const;
type FontSubset = (typeof FONT_SUBSETS)[number];

const SARA_AM = 0x0e33;
/** Thai shaping splits SARA AM into NIKHAHIT + SARA AA, so the font needs both. */
const SARA_AM_PARTS = [0x0e4d, 0x0e32];

type Range = readonly [number, number];

function parseUnicodeRange(value: string): Range[] {
  return value.split(',').map((part) => {
    const match = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim());
    if (!match?.[1]) throw new Error(`unreadable unicode-range part: ${part}`);
    const start = parseInt(match[1], 16);
    return [start, match[2] ? parseInt(match[2], 16) : start] as const;
  });
}

function loadSubsetRanges(): Record<FontSubset, Range[]> {
  const json = JSON.parse(readFileSync(join(KANIT_DIR, 'unicode.json'), 'utf8')) as Record<string, string>;
  const entries = FONT_SUBSETS.map((subset) => {
    const value = json[subset];
    if (!value) throw new Error(`@fontsource/kanit has no ${subset} subset`);
    return [subset, parseUnicodeRange(value)] as const;
  });
  return Object.fromEntries(entries) as Record<FontSubset, Range[]>;
}

function formatUnicodeRange(codePoints: number[]): string {
  const sorted = [...codePoints].sort((a, b) => a - b);
  const parts: string[] = [];
  const hex = (cp: number) => cp.toString(16).toUpperCase().padStart(4, '0');
  for (let i = 0; i < sorted.length; ) {
    const start = sorted[i] as number;
    let end = start;
    while (sorted[i + 1] === end + 1) end = sorted[++i] as number;
    i++;
    parts.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  }
  return parts.join(',');
}

function listSvgs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return listSvgs(path);
      return entry.name.endsWith('.svg') ? [path] : [];
    })
    .sort();
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attributes);
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (entity[0] !== '#') return named[entity.toLowerCase()] ?? '';
    const isHex = entity[1] === 'x' || entity[1] === 'X';
    return String.fromCodePoint(parseInt(entity.slice(isHex ? 2 : 1), isHex ? 16 : 10));
  });
}

function parseWeight(value: string | undefined, where: string): number {
  if (value === undefined || value === 'normal') return 400;
  if (value === 'bold') return 700;
  if (/^[1-9]00$/.test(value)) return Number(value);
  throw new Error(`${where}: unsupported font-weight "${value}"`);
}

const TEXT_ELEMENT = /<text\b([^>]*)>([\s\S]*?)<\/text>/g;

/** The code points drawn in Kanit, per font weight. */
function charactersByWeight(svg: string, where: string): Map<number, Set<number>> {
  const byWeight = new Map<number, Set<number>>();
  for (const [, attributes = '', content] of svg.matchAll(TEXT_ELEMENT)) {
    const family = attribute(attributes, 'font-family');
    if (!family || family.split(',')[0]?.trim().replace(/['"]/g, '') !== SOURCE_FAMILY) continue;
    if (content?.includes('<')) throw new Error(`${where}: <text> with child elements is not supported`);
    const weight = parseWeight(attribute(attributes, 'font-weight'), where);
    const text = decodeEntities(content ?? '').replace(/\s+/g, ' ').trim();
    const set = byWeight.get(weight) ?? new Set<number>();
    for (const char of text) set.add(char.codePointAt(0) as number);
    if (set.has(SARA_AM)) for (const part of SARA_AM_PARTS) set.add(part);
    byWeight.set(weight, set);
  }
  return byWeight;
}

async function fontFaces(byWeight: Map<number, Set<number>>, ranges: Record<FontSubset, Range[]>, where: string) {
  const rules: string[] = [];
  for (const [weight, codePoints] of [...byWeight].sort((a, b) => a[0] - b[0])) {
    const perSubset = new Map<FontSubset, number[]>();
    for (const cp of codePoints) {
      const subset = FONT_SUBSETS.find((name) => ranges[name].some(([from, to]) => cp >= from && cp <= to));
      if (!subset) throw new Error(`${where}: no Kanit thai/latin file covers U+${cp.toString(16).toUpperCase()}`);
      perSubset.set(subset, [...(perSubset.get(subset) ?? []), cp]);
    }
    for (const subset of FONT_SUBSETS) {
      const chosen = perSubset.get(subset);
      if (!chosen) continue;
      const source = readFileSync(join(KANIT_DIR, `files/kanit-${subset}-${weight}-normal.woff2`));
      const font = await subsetFont(source, String.fromCodePoint(...chosen), { targetFormat: 'woff2', noHinting: true });
      rules.push(
        `@font-face{font-family:${EMBEDDED_FAMILY};font-style:normal;font-weight:${weight};` +
          `unicode-range:${formatUnicodeRange(chosen)};` +
          `src:url(data:font/woff2;base64,${font.toString('base64')}) format('woff2')}`,
      );
    }
  }
  return rules;
}

function renameFamily(svg: string): string {
  return svg.replace(TEXT_ELEMENT, (element) =>
    element.replace(/(\sfont-family\s*=\s*["'])\s*['"]?Kanit['"]?(?=\s*[,"'])/, `$1${EMBEDDED_FAMILY}`),
  );
}

function insertStyle(svg: string, rules: string[], where: string): string {
  const style = `<style>${rules.join('\n')}</style>`;
  if (/<defs\s*>/.test(svg)) return svg.replace(/<defs\s*>/, (defs) => `${defs}\n    ${style}`);
  const svgOpen = /<svg\b[^>]*>/.exec(svg);
  if (!svgOpen) throw new Error(`${where}: no <svg> element`);
  const at = svgOpen.index + svgOpen[0].length;
  return `${svg.slice(0, at)}\n  ${style}${svg.slice(at)}`;
}

async function main(): Promise<void> {
  const ranges = loadSubsetRanges();
  const sources = listSvgs(SOURCE_DIR);
  if (sources.length === 0) throw new Error(`no SVG sources in ${relative(ROOT, SOURCE_DIR)}`);
  for (const sourcePath of sources) {
    const rel = relative(SOURCE_DIR, sourcePath);
    const where = relative(ROOT, sourcePath);
    const source = readFileSync(sourcePath, 'utf8');
    if (/^\s*<\?xml/.test(source)) throw new Error(`${where}: drop the XML declaration, it is not needed`);
    const byWeight = charactersByWeight(source, where);
    let output = source;
    if (byWeight.size > 0) output = insertStyle(renameFamily(source), await fontFaces(byWeight, ranges, where), where);
    const license = byWeight.size > 0 ? ' Embedded font: Kanit, Copyright 2020 The Kanit Project Authors, SIL Open Font License 1.1.' : '';
    const header = `<!-- Generated by scripts/make-artwork.ts from ${where.split('\\').join('/')}; edit that file and run npm run artwork.${license} -->\n`;
    output = header + output;
    const outputPath = join(OUTPUT_DIR, rel);
    mkdirSync(dirname(outputPath), { recursive: true });
    writeFileSync(outputPath, output);
    const weights = [...byWeight.keys()].sort((a, b) => a - b).join('+') || 'no text';
    console.log(`${relative(ROOT, outputPath)}  ${Buffer.byteLength(output)} bytes  (Kanit ${weights})`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
