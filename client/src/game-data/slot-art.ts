/**
 * What the client takes from the built-in slots module (games/src/slots):
 * only the symbol art and the symbols' Thai names, both pure data. Everything
 * else (strips, lines, pays, figures) comes from the provider's answers (the
 * game session, the strip table), so a page draws exactly the title the
 * provider plays.
 */
export { SYMBOL_ART } from '#shared/games/slots/art/index.js';
export { SYMBOL_NAMES } from '#shared/games/slots/symbols.js';
