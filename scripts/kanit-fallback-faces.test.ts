import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fallbackFace, KANIT_FALLBACK_FAMILIES, kanitFallbackCss, readKanitMetrics } from './kanit-fallback-faces.js';

describe('Kanit fallback faces', () => {
  it("reads Kanit's metrics from the files the site ships", async () => {
    const thai = await readKanitMetrics('thai', 400);
    expect(thai).toMatchObject({ unitsPerEm: 1000, lineGap: 0 });
    expect(thai.ascent).toBeGreaterThan(0);
    expect(thai.descent).toBeLessThan(0);
    // Thai letters run wider than Latin ones: each script is measured from its own file.
    expect(thai.xWidthAvg).toBeGreaterThan((await readKanitMetrics('latin', 400)).xWidthAvg);
  });

  it("scales the local font to Kanit's average width and gives it Kanit's line in the scaled em", () => {
    const face = fallbackFace(
      { ascent: 1100, descent: -395, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 550 },
      { family: 'Kanit Fallback', script: 'thai', weight: 400, locals: ['Noto Sans Thai Regular', 'NotoSansThai-Regular'], widthEm: 0.536 },
    );
    expect(face).toContain("font-family:'Kanit Fallback';font-weight:400;src:local('Noto Sans Thai Regular'),local('NotoSansThai-Regular');");
    // 550 / 536 = 1.0261; 1100 / 1026.1 = 1.0720; 395 / 1026.1 = 0.3849
    expect(face).toContain('size-adjust:102.61%;ascent-override:107.20%;descent-override:38.49%;line-gap-override:0.00%;');
    expect(face).toContain('unicode-range:U+02D7,U+0303,U+0331,U+0E01-0E5B');
  });

  it('declares a regular and a bold face for each script of each family', async () => {
    const css = await kanitFallbackCss();
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(6);
    for (const face of faces) expect(face).toMatch(/size-adjust:\d+\.\d\d%;ascent-override:\d+\.\d\d%;descent-override:\d+\.\d\d%;line-gap-override:/);
    expect(faces.filter((face) => face.includes('U+0E01-0E5B'))).toHaveLength(2);
  });

  it("is in the theme's font stacks right after Kanit", () => {
    const theme = readFileSync(new URL('../client/src/components/ui/theme.ts', import.meta.url), 'utf8');
    const stack = ["'Kanit'", ...KANIT_FALLBACK_FAMILIES.map((family) => `'${family}'`)].join(', ');
    expect(theme).toContain(`heading: { value: "${stack},`);
    expect(theme).toContain(`body: { value: "${stack},`);
  });
});
