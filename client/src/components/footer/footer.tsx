import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Box, Flex, Text } from '@chakra-ui/react';
import { LuArrowDownToLine, LuArrowUpFromLine, LuBadgePercent, LuHouse, LuLogIn, LuMessageCircle, LuUser, LuUsers } from 'react-icons/lu';
import { FOOTER_MAX_WIDTH } from '#shared/constants.js';
import { useAgentConfig } from '#client/site-data/get-agent-config.js';
import { useIsLoggedIn } from '#client/lib/session.js';

interface Tab {
  label: string;
  to: string;
  icon: ReactNode;
}

/** Spec §2: five tabs; the middle three depend on whether a member is logged in. */
export function footerTabs(loggedIn: boolean): Tab[] {
  return loggedIn
    ? [
        { label: 'หน้าหลัก', to: '/', icon: <LuHouse /> },
        { label: 'โปรไฟล์', to: '/member/profile', icon: <LuUser /> },
        { label: 'ฝากเงิน', to: '/member/deposit', icon: <LuArrowDownToLine /> },
        { label: 'ถอนเงิน', to: '/member/withdraw', icon: <LuArrowUpFromLine /> },
      ]
    : [
        { label: 'หน้าหลัก', to: '/', icon: <LuHouse /> },
        { label: 'แนะนำเพื่อน', to: '/affiliate', icon: <LuUsers /> },
        { label: 'เข้าสู่ระบบ', to: '/login', icon: <LuLogIn /> },
        { label: 'โปรโมชั่น', to: '/promotions', icon: <LuBadgePercent /> },
      ];
}

const tabStyle = {
  flex: '1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  py: '2',
  fontSize: 'xs',
  color: 'fg.muted',
  _hover: { color: 'brand.fg' },
  css: { '& svg': { width: '22px', height: '22px' }, '&[aria-current=page]': { color: 'brand.fg' } },
} as const;

/** Fixed bottom tab bar (docs/product.md §2), content at most 640 px wide. */
export function Footer() {
  const loggedIn = useIsLoggedIn();
  const contactUrl = useAgentConfig().data?.info.line_contact_url ?? null;

  return (
    <Box
      as="footer"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="docked"
      bg="bg.surface"
      borderTopWidth="1px"
      borderColor="border.subtle"
      pb="env(safe-area-inset-bottom)"
    >
      {/* Outside the tab bar (docs/product.md §2 fixes its five tabs); one short line keeps the footer within FOOTER_SPACE. */}
      <Flex justify="center">
        <Box asChild fontSize="2xs" lineHeight="1" py="1" px="3" color="fg.muted" _hover={{ color: 'brand.fg' }}>
          <NavLink to="/fairness">ตรวจสอบความยุติธรรม</NavLink>
        </Box>
      </Flex>
      <Flex as="nav" aria-label="แถบเมนูด้านล่าง" maxW={`${FOOTER_MAX_WIDTH}px`} mx="auto">
        {footerTabs(loggedIn).map((tab) => (
          <Box key={tab.to} asChild {...tabStyle}>
            <NavLink to={tab.to} end>
              {tab.icon}
              <Text as="span">{tab.label}</Text>
            </NavLink>
          </Box>
        ))}
        <Box asChild {...tabStyle} aria-disabled={contactUrl ? undefined : true}>
          <a href={contactUrl ?? undefined} target="_blank" rel="noopener noreferrer">
            <LuMessageCircle />
            <Text as="span">ติดต่อเรา</Text>
          </a>
        </Box>
      </Flex>
    </Box>
  );
}
