import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Flex, HStack, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuArrowDownToLine, LuArrowUpFromLine, LuCoins, LuMenu, LuRefreshCw } from 'react-icons/lu';
import { useModal, useNavDrawer } from '#client/lib/ui-state.js';
import { useWallets } from '#client/member-data/get-wallets.js';
import { usePoints } from '#client/member-data/get-points.js';
import { pointsText, thbText } from '#client/lib/money-text.js';
import { useHydrated } from '#client/lib/hydration.js';
import { useSession } from '#client/lib/session.js';
import { VipIcon } from './vip-icon.js';

/**
 * The logged-in member's card (docs/product.md §2): who, how much (live from the
 * `wallets` topic, with a refresh), points, shortcuts and the member menu.
 * The one place above a page for the balance and points: the header leaves
 * them to it (decision 0049).
 */
/** The card's height (one row at every width): kept for it before the page knows the member. */
const PANEL_HEIGHT = '79px';

export function MemberPanel() {
  const current = useSession();
  const hydrated = useHydrated();
  // The server's HTML knows no session: it keeps the card's room where the head script marked a member.
  if (!hydrated) return <Box aria-hidden h={PANEL_HEIGHT} maxW="7xl" mx="auto" display="none" css={{ 'html[data-member] &': { display: 'block' } }} />;
  if (!current) return null;
  return <MemberPanelCard username={current.user.username} vipLevel={current.user.vip_level} />;
}

function MemberPanelCard({ username, vipLevel }: { username: string; vipLevel: number }) {
  const wallets = useWallets();
  const points = usePoints();
  const navDrawer = useNavDrawer();
  const depositModal = useModal('deposit');
  const point = points.data?.point ?? wallets.data?.points;

  return (
    <Box
      as="section"
      aria-label="ข้อมูลสมาชิก"
      bg="bg.raised"
      borderWidth="1px"
      borderColor="border.subtle"
      rounded="xl"
      p="3"
      minH={PANEL_HEIGHT}
      maxW="7xl"
      mx="auto"
    >
      <Flex align="center" gap="3" wrap="wrap">
        <VipIcon level={vipLevel} />
        <Stack gap="0" flex="1" minW="0">
          <Text fontSize="sm" color="fg.muted" truncate data-testid="member-username">
            {username}
          </Text>
          <HStack gap="2">
            <Text fontSize="xl" fontWeight="bold" color="brand.fg" data-testid="member-balance">
              {wallets.data ? thbText(wallets.data.total) : '฿—'}
            </Text>
            <IconButton
              aria-label="รีเฟรชยอดเงิน"
              title="รีเฟรชยอดเงิน"
              size="xs"
              variant="ghost"
              color="fg.muted"
              disabled={wallets.isFetching}
              onClick={() => void wallets.refetch()}
            >
              {wallets.isFetching ? <Spinner size="xs" aria-label="กำลังโหลดยอดเงิน" /> : <LuRefreshCw />}
            </IconButton>
          </HStack>
        </Stack>
        <Button asChild size="sm" variant="subtle" colorPalette="brand" aria-label="แต้มสะสม ไปที่ร้านค้าแลกแต้ม">
          <RouterLink to="/redeem">
            <LuCoins aria-hidden />
            <Text as="span" data-testid="member-points">
              {point === undefined ? '—' : pointsText(point)} แต้ม
            </Text>
          </RouterLink>
        </Button>
        <HStack gap="2" display={{ base: 'none', lg: 'flex' }}>
          {/* Large screens deposit in the deposit modal (docs/product.md §2 Modals, mounted by the layouts); phones use the footer tab's page. */}
          <Button size="sm" colorPalette="green" onClick={() => depositModal.setOpen(true)}>
            <LuArrowDownToLine aria-hidden /> ฝากเงิน
          </Button>
          <Button asChild size="sm" colorPalette="red">
            <RouterLink to="/member/withdraw">
              <LuArrowUpFromLine aria-hidden /> ถอนเงิน
            </RouterLink>
          </Button>
        </HStack>
        <IconButton aria-label="เมนูสมาชิก" title="เมนูสมาชิก" variant="outline" size="sm" color="brand.fg" borderColor="brand.muted" onClick={() => navDrawer.setOpen(true)}>
          <LuMenu />
        </IconButton>
      </Flex>
    </Box>
  );
}
