/**
 * /lobby/{name?}: a lobby by its key (slot, casino, ...), or one provider's
 * games by its code (/lobby/pgsoft); no name is the lobby of every game. A
 * name that cannot be a code is answered here, never sent to the server (a
 * 400 there would send the member home).
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from 'react-router-dom';
import { LobbyView } from '../components/lobby-view.js';
import { lobbyOfName } from '../lobby-filter.js';

export function LobbyPage() {
  const { name = 'home' } = useParams();
  const lobby = lobbyOfName(name);
  // A new lobby is a new page: filters and pages start over.
  if (lobby) return <LobbyView key={name} lobbyKey={lobby.lobbyKey} provider={lobby.provider} />;
  return (
    <Stack align="center" gap="3" py="10" textAlign="center">
      <Text color="fg.muted">ไม่พบหน้ารวมเกมนี้</Text>
      <Button asChild variant="outline" colorPalette="brand">
        <Link to="/lobby">ดูเกมทั้งหมด</Link>
      </Button>
    </Stack>
  );
}
