/**
 * The game itself: the provider's page (or our own `/play`) in a frame the
 * full height of the sheet. Scripts, same-origin storage, forms and popups
 * are what game pages need; nothing else is granted.
 */
import { Box } from '@chakra-ui/react';

export const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

export function GameFrame({ link, onLoad }: { link: string; onLoad?: () => void }) {
  return (
    <Box flex="1" minH="0" bg="black">
      <iframe
        title="หน้าจอเกม"
        src={link}
        allow="fullscreen; autoplay"
        sandbox={GAME_FRAME_SANDBOX}
        onLoad={onLoad}
        style={{ display: 'block', width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}
