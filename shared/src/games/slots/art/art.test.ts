import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SYMBOLS } from '../symbols.js';
import { SLOT_TITLES } from '../titles/index.js';
import { SYMBOL_ART, tileArtUrl } from './index.js';

const PUBLIC = fileURLToPath(new URL('../../../../../client/public', import.meta.url));

describe('slot art', () => {
  it('draws every symbol of every title as one SVG whose ids no other title uses', () => {
    const ids = new Set<string>();
    for (const title of SLOT_TITLES) {
      const art = SYMBOL_ART[title.code]!;
      expect(Object.keys(art).sort()).toEqual([...SYMBOLS].sort());
      for (const svg of Object.values(art)) {
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).not.toContain('url(#GOLD)');
        for (const [, id] of svg.matchAll(/ id="([^"]+)"/g)) {
          expect(ids.has(id!), id).toBe(false);
          ids.add(id!);
        }
      }
    }
  });

  it('has a lobby tile with an embedded Thai font for every title', () => {
    for (const title of SLOT_TITLES) {
      const file = `${PUBLIC}${tileArtUrl(title.code)}`;
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toContain(`aria-label="${title.name}"`);
      expect(svg).toContain('font-family:KanitArt');
    }
  });
});
