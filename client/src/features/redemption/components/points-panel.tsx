/**
 * The top of the shop: a member's points, or for a visitor what the shop needs
 * (log in or register, in place: the login and register modals open over the page).
 */
import { Flex, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { LuCoins } from 'react-icons/lu';
import { OpenAuthButton } from '../../../components/open-auth-button/open-auth-button.js';
import { pointsText } from '../../../lib/money-text.js';

export function PointsPanel({ loggedIn, points }: { loggedIn: boolean; points: number | undefined }) {
  return (
    <Flex
      as="section"
      aria-label="แต้มของคุณ"
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      gap="3"
      p="4"
      rounded="xl"
      bg="bg.surface"
      borderWidth="1px"
      borderColor="brand.muted"
    >
      <HStack gap="3">
        <Icon as={LuCoins} boxSize="8" color="brand.fg" aria-hidden />
        {loggedIn ? (
          <Stack gap="0">
            <Text fontSize="sm" color="fg.muted">
              แต้มสะสมของคุณ
            </Text>
            <Text fontSize="2xl" fontWeight="bold" color="brand.fg" data-testid="shop-points">
              {points === undefined ? '—' : pointsText(points)} แต้ม
            </Text>
          </Stack>
        ) : (
          <Text fontWeight="medium" data-testid="shop-join">
            สะสมแต้มจากการฝากและการเล่น แล้วนำมาแลกของรางวัล เข้าสู่ระบบเพื่อดูแต้มของคุณ
          </Text>
        )}
      </HStack>
      {!loggedIn && (
        <Flex gap="2" flexShrink={0}>
          <OpenAuthButton modal="login" variant="outline" colorPalette="brand" minH="11" flex={{ base: '1', sm: 'initial' }}>
            เข้าสู่ระบบ
          </OpenAuthButton>
          <OpenAuthButton modal="register" colorPalette="brand" minH="11" flex={{ base: '1', sm: 'initial' }}>
            สมัครสมาชิก
          </OpenAuthButton>
        </Flex>
      )}
    </Flex>
  );
}
