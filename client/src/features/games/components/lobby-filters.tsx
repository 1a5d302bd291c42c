/**
 * A lobby's filters: provider chips with their game counts, the hot and new
 * tags, and a search box that waits for the member to stop typing before
 * asking (docs/product.md §7's list takes provider, tag and q).
 */
import { useEffect, useState } from 'react';
import { Box, Button, HStack, Input, InputGroup, Stack } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import type { LobbyConfig } from '#shared/api/games.js';
import type { LobbyFilterValue } from '../lobby-filter.js';

export const SEARCH_DEBOUNCE_MS = 350;


function Chip({ active, onClick, children }: { active: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <Button
      size="sm"
      rounded="full"
      flexShrink={0}
      variant={active ? 'solid' : 'outline'}
      colorPalette={active ? 'brand' : 'gray'}
      aria-pressed={active}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <InputGroup startElement={<LuSearch />}>
      <Input type="search" placeholder="ค้นหาเกม" aria-label="ค้นหาเกม" value={text} maxLength={50} onChange={(event) => setText(event.target.value)} bg="bg.surface" />
    </InputGroup>
  );
}

export function LobbyFilters({
  providers,
  value,
  onChange,
}: {
  providers: LobbyConfig['providers'];
  value: LobbyFilterValue;
  onChange: (next: Partial<LobbyFilterValue>) => void;
}) {
  return (
    <Stack gap="3">
      <SearchBox value={value.q} onSearch={(q) => onChange({ q })} />
      <HStack gap="2" overflowX="auto" pb="1" css={{ scrollbarWidth: 'none' }} role="group" aria-label="ป้ายเกม">
        <Chip active={value.tag === 'hot'} onClick={() => onChange({ tag: value.tag === 'hot' ? null : 'hot' })}>
          เกมฮิต
        </Chip>
        <Chip active={value.tag === 'new'} onClick={() => onChange({ tag: value.tag === 'new' ? null : 'new' })}>
          เกมใหม่
        </Chip>
      </HStack>
      {providers.length > 1 && (
        <Box overflowX="auto" pb="1" css={{ scrollbarWidth: 'none' }}>
          <HStack gap="2" role="group" aria-label="ค่ายเกม">
            <Chip active={value.provider === null} onClick={() => onChange({ provider: null })}>
              ทุกค่าย
            </Chip>
            {providers.map((provider) => (
              <Chip key={provider.code} active={value.provider === provider.code} onClick={() => onChange({ provider: provider.code })}>
                {`${provider.name} (${provider.games})`}
              </Chip>
            ))}
          </HStack>
        </Box>
      )}
    </Stack>
  );
}
