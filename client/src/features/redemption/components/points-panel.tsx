/**
 * The top of the shop: a member's points, or for a visitor what the shop needs
 * (log in or register, in place: the login and register modals open over the page).
 */
import { HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { LuCoins } from 'react-icons/lu';
import { JoinCta } from '#client/components/join-cta/join-cta.js';
import { pointsText } from '#client/lib/money-text.js';

export function PointsPanel({ loggedIn, points }: { loggedIn: boolean; points: number | undefined }) {
  if (!loggedIn) {
    return <JoinCta text="สะสมแต้มจากการฝากและการเล่น แล้วนำมาแลกของรางวัล เข้าสู่ระบบเพื่อดูแต้มของคุณ" testId="shop-join" />;
  }
  return (
    <HStack as="section" aria-label="แต้มของคุณ" gap="3" p="4" rounded="xl" bg="bg.surface" borderWidth="1px" borderColor="brand.muted">
      <Icon as={LuCoins} boxSize="8" color="brand.fg" aria-hidden />
      <Stack gap="0">
        <Text fontSize="sm" color="fg.muted">
          แต้มสะสมของคุณ
        </Text>
        <Text fontSize="2xl" fontWeight="bold" color="brand.fg" data-testid="shop-points">
          {points === undefined ? '—' : pointsText(points)} แต้ม
        </Text>
      </Stack>
    </HStack>
  );
}
