/**
 * One slot symbol (the game frame's reels and pay table, the member site's
 * strip page), its SVG inlined (not <img>): WILD and SCATTER carry Thai
 * words in Kanit, which only the page's own loaded font draws. The markup is
 * the repository's own art (shared/src/games/slots/art), never anything from the wire.
 */
import { Box, type BoxProps } from '@chakra-ui/react';
import { SYMBOL_ART, SYMBOL_NAMES } from './slot-art.js';

export const symbolName = (id: string): string => (SYMBOL_NAMES as Record<string, string>)[id] ?? id;

export function SymbolArt({ code, id, ...rest }: { code: string; id: string } & BoxProps) {
  const svg = (SYMBOL_ART[code] as Record<string, string> | undefined)?.[id];
  if (!svg) {
    return (
      <Box role="img" aria-label={symbolName(id)} data-symbol={id} display="grid" placeItems="center" rounded="lg" bg="bg.raised" fontWeight="bold" {...rest}>
        {symbolName(id)}
      </Box>
    );
  }
  return (
    <Box
      role="img"
      aria-label={symbolName(id)}
      data-symbol={id}
      css={{ '& svg': { width: '100%', height: '100%', display: 'block' } }}
      dangerouslySetInnerHTML={{ __html: svg }}
      {...rest}
    />
  );
}
