/**
 * /member: the member's home. The member panel above (default layout) shows
 * the balances; this page greets the member and links to the member areas.
 */
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { IconType } from 'react-icons';
import {
  LuArrowDownToLine,
  LuArrowUpFromLine,
  LuBadgePercent,
  LuFerrisWheel,
  LuHandCoins,
  LuReceipt,
  LuScrollText,
  LuTarget,
  LuTicket,
  LuTicketPercent,
  LuUser,
} from 'react-icons/lu';
// Pages compose features; the lint rule is there to keep features from importing each other.
import { useUserInfo } from '#client/member-data/get-user-info.js';
import { useSession } from '#client/lib/session.js';

interface MemberLink {
  to: string;
  label: string;
  icon: IconType;
}

export const MEMBER_LINKS: readonly MemberLink[] = [
  { to: '/member/deposit', label: 'ฝากเงิน', icon: LuArrowDownToLine },
  { to: '/member/withdraw', label: 'ถอนเงิน', icon: LuArrowUpFromLine },
  { to: '/member/statement', label: 'รายการเดินบัญชี', icon: LuScrollText },
  { to: '/lotto/bills', label: 'โพยหวยของฉัน', icon: LuReceipt },
  { to: '/member/promotions', label: 'โปรโมชั่นของฉัน', icon: LuBadgePercent },
  { to: '/member/coupon', label: 'ใช้คูปอง', icon: LuTicketPercent },
  { to: '/member/creditfree', label: 'ภารกิจ', icon: LuTarget },
  { to: '/member/wheel', label: 'กงล้อนำโชค', icon: LuFerrisWheel },
  { to: '/member/winloss', label: 'คืนยอดเสีย', icon: LuHandCoins },
  { to: '/lotto/lobby', label: 'แทงหวย', icon: LuTicket },
  { to: '/member/profile', label: 'โปรไฟล์', icon: LuUser },
];

export function MemberHomePage() {
  // Refreshes the stored member (name, VIP level) once a minute at most.
  useUserInfo();
  const user = useSession()?.user;
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username : '';

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          สวัสดี คุณ{name}
        </Heading>
        {user && <Text color="fg.muted">ชื่อผู้ใช้ {user.username}</Text>}
      </Stack>
      <SimpleGrid columns={{ base: 3, sm: 4, md: 6 }} gap={{ base: '2', md: '3' }} as="nav" aria-label="เมนูสมาชิก">
        {MEMBER_LINKS.map((link) => (
          <Box
            key={link.to}
            asChild
            display="flex"
            flexDirection="column"
            alignItems="center"
            textAlign="center"
            gap="1.5"
            p={{ base: '3', md: '4' }}
            rounded="xl"
            bg="bg.surface"
            borderWidth="1px"
            borderColor="border.subtle"
            _hover={{ borderColor: 'brand.solid' }}
          >
            <Link to={link.to}>
              <Box as={link.icon} boxSize="7" color="brand.fg" aria-hidden />
              <Text fontSize="sm">{link.label}</Text>
            </Link>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
