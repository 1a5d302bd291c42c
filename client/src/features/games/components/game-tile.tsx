/**
 * One game in a lobby or a home row: artwork, Thai name, provider, its
 * badges (hot, new, free spins), RTP when the provider publishes one; one of
 * our live tables shows its countdown and last results live. A tap
 * plays for real; "ทดลองเล่น" opens the play-money demo where there is one.
 */
import { AspectRatio, Badge, Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { Game } from '#shared/api/games.js';
import { isBaccaratTableCode } from '#shared/games/baccarat-tables.js';
import { BUILT_IN_PROVIDER_CODE } from '#shared/games/built-in-live-games.js';
import { LiveTableStrip } from './live-table-strip.js';
import { decimalText } from '#client/lib/thai/format.js';

const TAG_TH = { hot: 'ฮิต', new: 'ใหม่' } as const;


/** One of our live tables: its tile shows the table live. */
const isOurTable = (game: Game) => game.provider_code === BUILT_IN_PROVIDER_CODE && isBaccaratTableCode(game.code);

/**
 * Where a tile sits: one a phone shows without scrolling loads its art at once rather than
 * lazily (the largest picture of a lobby's first paint), and the first one before the rest.
 */
export type TilePlace = 'first' | 'first-screen' | 'below';

export function GameTile({
  game,
  onPlay,
  onDemo,
  place = 'below',
}: {
  game: Game;
  onPlay: () => void;
  onDemo?: () => void;
  place?: TilePlace;
}) {
  return (
    <Stack gap="1.5" rounded="xl" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" p="1.5" h="full" data-testid="game-tile">
      <Box asChild textAlign="start" cursor="pointer" rounded="lg" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}>
        <button type="button" onClick={onPlay} aria-label={`เล่น ${game.name}`}>
          <AspectRatio ratio={1} rounded="lg" overflow="hidden" bg="bg.raised">
            <Box position="relative">
              <Image
                src={game.image}
                alt=""
                loading={place === 'below' ? 'lazy' : 'eager'}
                fetchPriority={place === 'first' ? 'high' : 'auto'}
                w="full"
                h="full"
                objectFit="cover"
              />
              <HStack position="absolute" top="1" insetStart="1" gap="1" wrap="wrap">
                {game.tags.map((tag) => (
                  <Badge key={tag} size="xs" colorPalette={tag === 'hot' ? 'red' : 'green'} variant="solid">
                    {TAG_TH[tag]}
                  </Badge>
                ))}
                {game.has_free_spins && (
                  <Badge size="xs" colorPalette="purple" variant="solid">
                    ฟรีสปิน
                  </Badge>
                )}
              </HStack>
            </Box>
          </AspectRatio>
          <Text mt="1.5" px="0.5" fontSize="sm" fontWeight="medium" lineClamp={1}>
            {game.name}
          </Text>
          <Text px="0.5" fontSize="xs" color="fg.muted" lineClamp={1}>
            {game.provider_name}
          </Text>
          {/* Under the art, not over it: the art carries the game's name at its foot. */}
          {game.rtp !== null && (
            <Text px="0.5" fontSize="xs" color="fg.muted" data-testid="game-rtp">
              {`RTP ${decimalText(game.rtp)}%`}
            </Text>
          )}
        </button>
      </Box>
      {isOurTable(game) && <LiveTableStrip code={game.code} />}
      {game.demo && onDemo && (
        <Button size="xs" variant="subtle" mt="auto" onClick={onDemo} aria-label={`ทดลองเล่น ${game.name}`}>
          ทดลองเล่น
        </Button>
      )}
    </Stack>
  );
}
