/**
 * 'Kanit Fallback': the phone's own Thai and Latin fonts, scaled and given
 * Kanit's line metrics, so the text painted before Kanit arrives takes the
 * room Kanit will take and the swap (`font-display: swap`) moves nothing.
 * Kanit's metrics are read from the very files the site ships
 * (client/src/components/ui/kanit.css); a local font cannot be read at build
 * time, so its average widths are measured once and written below.
 */
import { createRequire } from 'node:module';
import { fromFile } from '@capsizecss/unpack/fs';

type Script = 'thai' | 'latin';
type Weight = 400 | 700;

interface LocalFont {
  family: string;
  script: Script;
  weight: Weight;
  /** names a browser matches in `local()`: the full names and PostScript names of the font's files */
  locals: string[];
  /** average advance of the script's text, weighted by letter frequency, in ems */
  widthEm: number;
}

// Widths measured with @capsizecss/unpack (the same measure as Kanit's below) from Debian's
// fonts-noto-core 20201225 (Noto Sans Thai, Android's Thai face), fonts-roboto-unhinted 2.0
// (Android's Latin face) and fonts-liberation2 2.1.5 (Liberation Sans, Arial's metric twin for
// desktops and iPhones). Roboto and Arial differ by 6% in bold, so each has its own family.
const LOCAL_FONTS: LocalFont[] = [
  { family: 'Kanit Fallback', script: 'thai', weight: 400, locals: ['Noto Sans Thai Regular', 'NotoSansThai-Regular', 'Noto Sans Thai UI Regular', 'NotoSansThaiUI-Regular'], widthEm: 536 / 1000 },
  { family: 'Kanit Fallback', script: 'thai', weight: 700, locals: ['Noto Sans Thai Bold', 'NotoSansThai-Bold', 'Noto Sans Thai UI Bold', 'NotoSansThaiUI-Bold'], widthEm: 567 / 1000 },
  { family: 'Kanit Fallback', script: 'latin', weight: 400, locals: ['Roboto', 'Roboto Regular', 'Roboto-Regular'], widthEm: 911 / 2048 },
  { family: 'Kanit Fallback', script: 'latin', weight: 700, locals: ['Roboto Bold', 'Roboto-Bold'], widthEm: 927 / 2048 },
  { family: 'Kanit Fallback Arial', script: 'latin', weight: 400, locals: ['Arial', 'ArialMT'], widthEm: 913 / 2048 },
  { family: 'Kanit Fallback Arial', script: 'latin', weight: 700, locals: ['Arial Bold', 'Arial-BoldMT'], widthEm: 983 / 2048 },
];

/** The fallback families, in the order a font stack lists them after 'Kanit'. */
export const KANIT_FALLBACK_FAMILIES = [...new Set(LOCAL_FONTS.map((font) => font.family))];

// The same ranges as @fontsource/kanit's subsets (kanit.css).
const UNICODE_RANGE: Record<Script, string> = {
  thai: 'U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC',
  latin: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
};

export interface KanitMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  /** average advance of the script's text, in font units */
  xWidthAvg: number;
}

const require = createRequire(import.meta.url);

/** Kanit's metrics for a script and weight, from the subset file the site ships. */
export async function readKanitMetrics(script: Script, weight: Weight): Promise<KanitMetrics> {
  const font = await fromFile(require.resolve(`@fontsource/kanit/files/kanit-${script}-${weight}-normal.woff2`));
  return { ascent: font.ascent, descent: font.descent, lineGap: font.lineGap, unitsPerEm: font.unitsPerEm, xWidthAvg: font.subsets[script].xWidthAvg };
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * One face: the local font scaled so its average width is Kanit's, and
 * Kanit's ascent, descent and line gap (in the scaled em, as the browser
 * applies size-adjust to them too) so a line is as tall as Kanit's.
 */
export function fallbackFace(kanit: KanitMetrics, local: LocalFont): string {
  const sizeAdjust = kanit.xWidthAvg / kanit.unitsPerEm / local.widthEm;
  const em = kanit.unitsPerEm * sizeAdjust;
  return (
    `@font-face{font-family:'${local.family}';font-weight:${local.weight};` +
    `src:${local.locals.map((name) => `local('${name}')`).join(',')};` +
    `size-adjust:${percent(sizeAdjust)};ascent-override:${percent(kanit.ascent / em)};` +
    `descent-override:${percent(Math.abs(kanit.descent) / em)};line-gap-override:${percent(kanit.lineGap / em)};` +
    `unicode-range:${UNICODE_RANGE[local.script]}}`
  );
}

/** Every fallback face, as one stylesheet. */
export async function kanitFallbackCss(): Promise<string> {
  const faces = await Promise.all(LOCAL_FONTS.map(async (local) => fallbackFace(await readKanitMetrics(local.script, local.weight), local)));
  return faces.join('');
}
