/**
 * A game lobby (docs/product.md §2 /slot, /casino, /sport, /fishing, /freespin and
 * /lobby/{name}): its configured title and providers, filters kept in the
 * address (so a filtered lobby can be shared and survives a reload), the
 * games 60 at a time with "ดูเพิ่มเติม", and a tap opens the launcher. A
 * category without games yet says so; it never shows made-up tiles.
 */
import { Button, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LobbyKey } from '#shared/api/games-catalogue.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { useGameList } from '../api/get-game-list.js';
import { useLobbyConfig } from '../api/get-lobby-config.js';
import { useLaunchGame } from '../launcher/use-launch-game.js';
import { listCacheName } from '../lobby-cache.js';
import { lobbyFilterValue, lobbyListFilter, type LobbyFilterValue } from '../lobby-filter.js';
import { GameTile } from './game-tile.js';
import { LobbyFilters } from './lobby-filters.js';

/** Tiles a phone shows before scrolling (two rows of three), whose art is not lazy. */
const FIRST_SCREEN_TILES = 6;

/** Shown until the config arrives, and the words of the empty-lobby note. */
export const LOBBY_TITLE_TH: Record<LobbyKey, string> = {
  home: 'ล็อบบี้เกม',
  slot: 'สล็อต',
  casino: 'คาสิโน',
  sport: 'กีฬา',
  fishing: 'ยิงปลา',
  freespin: 'ฟรีสปิน',
};

function useFilterParams(): [LobbyFilterValue, (next: Partial<LobbyFilterValue>) => void] {
  const [params, setParams] = useSearchParams();
  const value = lobbyFilterValue(params);
  const change = (next: Partial<LobbyFilterValue>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, v] of Object.entries(next)) {
          if (v) updated.set(key, v);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true },
    );
  return [value, change];
}

const emptyText = (lobbyKey: LobbyKey, provider: string | undefined) =>
  provider ? 'ยังไม่มีเกมของค่ายนี้ เร็ว ๆ นี้' : lobbyKey === 'home' ? 'เกมกำลังจะมา เร็ว ๆ นี้' : `เกม${LOBBY_TITLE_TH[lobbyKey]}กำลังจะมา เร็ว ๆ นี้`;

/**
 * `provider`: a lobby of one provider's games (/lobby/{provider code}); its chips are then not offered.
 * `intro`: a page's own section under the title, before the filters (the /freespin credits).
 */
export function LobbyView({ lobbyKey, provider, intro }: { lobbyKey: LobbyKey; provider?: string; intro?: ReactNode }) {
  const config = useLobbyConfig(lobbyKey);
  const [value, change] = useFilterParams();
  const filter = lobbyListFilter(lobbyKey, value, provider);
  const list = useGameList({ filter, pageSize: config.data?.page_size, cacheName: provider ? null : listCacheName(lobbyKey) });
  const launch = useLaunchGame();
  const source = `lobby_${lobbyKey}`;
  const providerName = provider ? config.data?.providers.find((p) => p.code === provider)?.name : undefined;
  const title = providerName ?? config.data?.title ?? LOBBY_TITLE_TH[lobbyKey];
  const games = list.data?.pages.flatMap((page) => page.games) ?? [];
  const total = list.data?.pages.at(-1)?.total ?? 0;
  const filtered = Boolean(value.provider || value.tag || value.q);

  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        {config.data?.description && !provider && <Text color="fg.muted">{config.data.description}</Text>}
      </Stack>
      {intro}
      <LobbyFilters providers={provider ? [] : (config.data?.providers ?? [])} value={value} onChange={change} />
      {list.isPending && (
        <SimpleGrid columns={{ base: 3, sm: 4, md: 5, lg: 6 }} gap="2" aria-label="กำลังโหลด">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} h="40" rounded="xl" />
          ))}
        </SimpleGrid>
      )}
      <QueryError query={list} />
      {list.isSuccess && games.length === 0 && (
        <Stack align="center" gap="3" py="10" textAlign="center" data-testid="lobby-empty">
          {filtered ? (
            <>
              <Text color="fg.muted">ไม่พบเกมที่ตรงกับการค้นหา</Text>
              <Button size="sm" variant="outline" onClick={() => change({ provider: null, tag: null, q: '' })}>
                ล้างตัวกรอง
              </Button>
            </>
          ) : (
            <Text color="fg.muted">{emptyText(lobbyKey, provider)}</Text>
          )}
        </Stack>
      )}
      {games.length > 0 && (
        <>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 3, sm: 4, md: 5, lg: 6 }} gap="2">
            {games.map((game, index) => (
              <li key={game.id}>
                <GameTile
                  game={game}
                  place={index === 0 ? 'first' : index < FIRST_SCREEN_TILES ? 'first-screen' : 'below'}
                  onPlay={() => launch(game, { source })}
                  onDemo={() => launch(game, { source, demo: true })}
                />
              </li>
            ))}
          </SimpleGrid>
          <Stack align="center" gap="2">
            <Text fontSize="sm" color="fg.muted" data-testid="lobby-count">{`แสดง ${games.length} จาก ${total} เกม`}</Text>
            {list.hasNextPage && (
              <Button variant="outline" colorPalette="brand" minW="40" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                ดูเพิ่มเติม
              </Button>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
