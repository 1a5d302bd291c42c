/**
 * The slot symbols as SVG strings (viewBox 100 × 100), drawn from simple
 * shapes in a title's palette. They are meant to be inlined into the game
 * page, where the Kanit web font is loaded (WILD and SCATTER carry Thai
 * words); loaded through <img> they would fall back to a system font.
 * Gradient ids carry the title code and symbol id, so several titles' symbols
 * can share a page.
 */
import type { SymbolId } from '../symbols.js';

export interface SymbolPalette {
  /** the tile behind every symbol, top and bottom */
  tileTop: string;
  tileBottom: string;
  /** the picture symbols' main colour and its shade */
  main: string;
  shade: string;
  /** gold of WILD, trims and letters' outline */
  gold: string;
  /** the card letters A K Q J 10, in that order */
  letters: readonly [string, string, string, string, string];
}

const FONT = `font-family="Kanit, sans-serif"`;

function tile(id: string, palette: SymbolPalette, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` +
    `<defs><linearGradient id="${id}-tile" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.tileTop}"/><stop offset="1" stop-color="${palette.tileBottom}"/></linearGradient>` +
    `<linearGradient id="${id}-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset="1" stop-color="${palette.gold}"/></linearGradient></defs>` +
    `<rect x="3" y="3" width="94" height="94" rx="16" fill="url(#${id}-tile)" stroke="${palette.gold}" stroke-width="2"/>` +
    body +
    `</svg>`
  );
}

const elephant = (p: SymbolPalette) =>
  `<ellipse cx="56" cy="56" rx="26" ry="18" fill="${p.main}"/>` +
  `<circle cx="34" cy="44" r="15" fill="${p.main}"/>` +
  `<path d="M22 48 C14 58 16 72 24 76" stroke="${p.main}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
  `<ellipse cx="42" cy="44" rx="9" ry="12" fill="${p.shade}"/>` +
  `<rect x="38" y="66" width="8" height="16" rx="3" fill="${p.main}"/><rect x="64" y="66" width="8" height="16" rx="3" fill="${p.main}"/>` +
  `<circle cx="30" cy="40" r="2.5" fill="#1b1b1b"/>` +
  `<path d="M22 32 L34 24 L46 32 Z" fill="${p.gold}"/>`;

const naga = (p: SymbolPalette) =>
  `<path d="M24 84 C10 64 40 60 52 50 C66 38 50 22 64 16" stroke="${p.main}" stroke-width="12" fill="none" stroke-linecap="round"/>` +
  `<path d="M24 84 C10 64 40 60 52 50 C66 38 50 22 64 16" stroke="${p.gold}" stroke-width="3" fill="none" stroke-dasharray="3 5"/>` +
  `<circle cx="68" cy="20" r="11" fill="${p.main}"/>` +
  `<path d="M60 10 L64 2 L68 9 L73 1 L76 10 Z" fill="${p.gold}"/>` +
  `<circle cx="72" cy="18" r="2.5" fill="#ffe066"/>` +
  `<circle cx="78" cy="74" r="9" fill="url(#GOLD)"/>`;

const lotus = (p: SymbolPalette) =>
  [-60, -30, 0, 30, 60].map((angle) => `<ellipse cx="50" cy="42" rx="10" ry="26" fill="${angle === 0 ? p.main : p.shade}" transform="rotate(${angle} 50 68)"/>`).join('') +
  `<ellipse cx="50" cy="74" rx="30" ry="8" fill="#3a9d5d"/>` +
  `<circle cx="50" cy="62" r="6" fill="${p.gold}"/>`;

const tukTuk = (p: SymbolPalette) =>
  `<path d="M16 70 L16 44 Q16 32 28 32 L70 32 Q82 32 84 46 L86 70 Z" fill="${p.main}"/>` +
  `<rect x="12" y="26" width="62" height="8" rx="3" fill="${p.gold}"/>` +
  `<rect x="52" y="40" width="24" height="14" rx="3" fill="#cfefff"/>` +
  `<rect x="24" y="40" width="22" height="14" rx="3" fill="${p.shade}"/>` +
  `<circle cx="30" cy="74" r="9" fill="#222"/><circle cx="30" cy="74" r="4" fill="#bbb"/>` +
  `<circle cx="74" cy="74" r="9" fill="#222"/><circle cx="74" cy="74" r="4" fill="#bbb"/>`;

const mango = () =>
  `<path d="M30 34 C52 18 84 36 76 64 C70 84 40 88 28 70 C18 56 20 42 30 34 Z" fill="#ffb020" stroke="#e8590c" stroke-width="2"/>` +
  `<path d="M36 40 C44 34 54 34 60 38" stroke="#fff8" stroke-width="4" fill="none" stroke-linecap="round"/>` +
  `<path d="M50 26 C56 12 72 10 80 16 C72 24 60 28 50 26 Z" fill="#3a9d5d"/>` +
  `<path d="M46 30 L50 22" stroke="#6b4b2a" stroke-width="3"/>`;

function wild(id: string, p: SymbolPalette): string {
  return (
    `<path d="M20 62 L24 28 L38 44 L50 20 L62 44 L76 28 L80 62 Z" fill="url(#${id}-gold)" stroke="${p.shade}" stroke-width="2"/>` +
    `<circle cx="50" cy="20" r="4" fill="#e63946"/><circle cx="24" cy="28" r="3" fill="#4dabf7"/><circle cx="76" cy="28" r="3" fill="#4dabf7"/>` +
    `<text x="50" y="86" text-anchor="middle" ${FONT} font-weight="700" font-size="22" fill="url(#${id}-gold)" stroke="${p.shade}" stroke-width="0.8">ไวลด์</text>`
  );
}

function scatter(id: string, p: SymbolPalette): string {
  const rays = Array.from({ length: 12 }, (_, i) => `<path d="M50 44 L47 17 L53 17 Z" fill="url(#${id}-gold)" transform="rotate(${i * 30} 50 44)"/>`).join('');
  return (
    rays +
    `<circle cx="50" cy="44" r="18" fill="${p.main}" stroke="url(#${id}-gold)" stroke-width="4"/>` +
    `<text x="50" y="51" text-anchor="middle" ${FONT} font-weight="700" font-size="20" fill="#fff">★</text>` +
    `<text x="50" y="88" text-anchor="middle" ${FONT} font-weight="700" font-size="17" fill="#fff" stroke="${p.shade}" stroke-width="0.6">ฟรีสปิน</text>`
  );
}

function letter(text: string, colour: string, p: SymbolPalette): string {
  return `<text x="50" y="70" text-anchor="middle" ${FONT} font-weight="700" font-size="${text.length > 1 ? 48 : 60}" fill="${colour}" stroke="${p.gold}" stroke-width="2">${text}</text>`;
}

/** Every symbol of one title, in its palette. */
export function drawSymbols(code: string, palette: SymbolPalette): Record<SymbolId, string> {
  const id = (symbol: SymbolId) => `${code}-${symbol}`;
  const picture = (symbol: SymbolId, draw: (p: SymbolPalette) => string) => tile(id(symbol), palette, draw(palette).replaceAll('url(#GOLD)', `url(#${id(symbol)}-gold)`));
  const [a, k, q, j, ten] = palette.letters;
  return {
    W: tile(id('W'), palette, wild(id('W'), palette)),
    S: tile(id('S'), palette, scatter(id('S'), palette)),
    EL: picture('EL', elephant),
    NG: picture('NG', naga),
    LT: picture('LT', lotus),
    TT: picture('TT', tukTuk),
    MG: picture('MG', mango),
    A: tile(id('A'), palette, letter('A', a, palette)),
    K: tile(id('K'), palette, letter('K', k, palette)),
    Q: tile(id('Q'), palette, letter('Q', q, palette)),
    J: tile(id('J'), palette, letter('J', j, palette)),
    T: tile(id('T'), palette, letter('10', ten, palette)),
  };
}
