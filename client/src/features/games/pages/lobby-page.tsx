/**
 * /lobby/{name?}: a lobby by its key (slot, casino, ...), or one provider's
 * games by its code (/lobby/pgsoft); no name is the lobby of every game. A
 * name that cannot be a code is answered here, never sent to the server (a
 * 400 there would send the member home).
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from 'react-router-dom';
import { LOBBY_KEYS, type LobbyKey } from '@shared/api/games.js';
import { LobbyView } from '../components/lobby-view.js';

const isLobbyKey = (name: string): name is LobbyKey => (LOBBY_KEYS as readonly string[]).includes(name);
const isProviderCode = (name: string) => /^[A-Za-z0-9_-]{1,32}$/.test(name);

export function LobbyPage() {
  const { name = 'home' } = useParams();
  // A new lobby is a new page: filters and pages start over.
  if (isLobbyKey(name)) return <LobbyView key={name} lobbyKey={name} />;
  if (isProviderCode(name)) return <LobbyView key={name} lobbyKey="home" provider={name} />;
  return (
    <Stack align="center" gap="3" py="10" textAlign="center">
      <Text color="fg.muted">ไม่พบหน้ารวมเกมนี้</Text>
      <Button asChild variant="outline" colorPalette="brand">
        <Link to="/lobby">ดูเกมทั้งหมด</Link>
      </Button>
    </Stack>
  );
}
