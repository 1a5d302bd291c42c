/**
 * Lobby layout: the default chrome with a row of game categories above the
 * lobby page (slot, casino, sport, fishing, free spin).
 */
import { Box, HStack } from '@chakra-ui/react';
import { NavLink, Outlet } from 'react-router-dom';
import { LuDices, LuFish, LuGift, LuGoal, LuSpade } from 'react-icons/lu';
import { PageFade } from '../page-fade.js';
import { PageContainer } from './page-container.js';
import { SiteChrome } from './default-layout.js';
import { MemberPanel } from '#client/components/member-panel/member-panel.js';

export const LOBBY_CATEGORIES = [
  { to: '/slot', label: 'สล็อต', icon: <LuDices /> },
  { to: '/casino', label: 'คาสิโน', icon: <LuSpade /> },
  { to: '/sport', label: 'กีฬา', icon: <LuGoal /> },
  { to: '/fishing', label: 'ยิงปลา', icon: <LuFish /> },
  { to: '/freespin', label: 'ฟรีสปิน', icon: <LuGift /> },
] as const;

export function LobbyLayout() {
  return (
    <SiteChrome>
      <PageContainer pt={{ base: '3', md: '5' }}>
        <MemberPanel />
        <HStack as="nav" aria-label="หมวดเกม" gap="2" overflowX="auto" py="3" css={{ scrollbarWidth: 'none' }}>
          {LOBBY_CATEGORIES.map((category) => (
            <Box
              key={category.to}
              asChild
              display="flex"
              alignItems="center"
              gap="1.5"
              px="4"
              py="2"
              rounded="full"
              borderWidth="1px"
              borderColor="border.subtle"
              bg="bg.surface"
              whiteSpace="nowrap"
              fontSize="sm"
              _hover={{ borderColor: 'brand.solid' }}
              css={{ '&[aria-current=page]': { bg: 'brand.solid', color: 'brand.contrast', borderColor: 'brand.solid' } }}
            >
              <NavLink to={category.to}>
                {category.icon}
                {category.label}
              </NavLink>
            </Box>
          ))}
        </HStack>
      </PageContainer>
      <PageFade>
        <PageContainer pb={{ base: '3', md: '5' }} flex="1">
          <Outlet />
        </PageContainer>
      </PageFade>
    </SiteChrome>
  );
}

export default LobbyLayout;
