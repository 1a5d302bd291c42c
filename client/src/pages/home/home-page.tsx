/** The index page: the agent's banners and tiles to every product area. */
import { Suspense } from 'react';
import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { IconType } from 'react-icons';
import {
  LuBadgePercent,
  LuDices,
  LuFish,
  LuGift,
  LuGoal,
  LuHandCoins,
  LuListChecks,
  LuRocket,
  LuSpade,
  LuSparkles,
  LuStore,
  LuTicket,
  LuTrophy,
  LuUsers,
} from 'react-icons/lu';
// Pages compose features; the lint rule is there to keep features from importing each other.
import { useBanners } from '#client/site-data/get-banners.js';
import { HomeGameSections } from '#client/features/games/components/home-game-sections.js';
import { useIsLoggedIn } from '#client/lib/session.js';
import { BannerHero } from './banner-hero.js';

interface Tile {
  to: string;
  label: string;
  note: string;
  icon: IconType;
}

export const HOME_TILES: readonly Tile[] = [
  { to: '/lotto/lobby', label: 'แทงหวย', note: 'หวยรัฐบาล หวยหุ้น', icon: LuTicket },
  { to: '/lotto/yeekee', label: 'หวยยี่กี', note: 'ออกผลทุกรอบ', icon: LuRocket },
  { to: '/lotto/results', label: 'ตรวจผลหวย', note: 'ผลล่าสุด', icon: LuListChecks },
  { to: '/slot', label: 'สล็อต', note: 'เกมสล็อต', icon: LuDices },
  { to: '/casino', label: 'คาสิโน', note: 'บาคาร่าสด', icon: LuSpade },
  { to: '/sport', label: 'กีฬา', note: 'แทงบอล', icon: LuGoal },
  { to: '/fishing', label: 'ยิงปลา', note: 'เกมยิงปลา', icon: LuFish },
  { to: '/freespin', label: 'ฟรีสปิน', note: 'ซื้อฟรีสปิน', icon: LuGift },
  { to: '/promotions', label: 'โปรโมชั่น', note: 'รับโบนัส', icon: LuBadgePercent },
  { to: '/winloss', label: 'คืนยอดเสีย', note: 'รับคืนทุกวัน', icon: LuHandCoins },
  { to: '/affiliate', label: 'แนะนำเพื่อน', note: 'รับค่าแนะนำ', icon: LuUsers },
  { to: '/redeem', label: 'แลกของรางวัล', note: 'ใช้แต้มสะสม', icon: LuStore },
  { to: '/sooth', label: 'สูตรบาคาร่า', note: 'ช่วยวิเคราะห์', icon: LuSparkles },
  { to: '/cashback', label: 'คืนยอดเล่น', note: 'แคชแบ็กรายวัน', icon: LuTrophy },
];

export function HomePage() {
  const banners = useBanners();
  const loggedIn = useIsLoggedIn();

  return (
    <Stack gap={{ base: '5', md: '8' }}>
      <Heading as="h1" srOnly>
        หน้าหลัก
      </Heading>
      {/* The sections hydrate one by one (Suspense boundaries), the banner first. */}
      <Suspense fallback={null}>
        <BannerHero banners={banners.data} loading={banners.isPending} />
      </Suspense>
      {!loggedIn && (
        <HStack
          justify="space-between"
          wrap="wrap"
          gap="3"
          p="4"
          rounded="xl"
          bg="bg.surface"
          borderWidth="1px"
          borderColor="border.subtle"
          // A member's page (the head script's mark) never shows it, even before it knows the member.
          css={{ 'html[data-member] &': { display: 'none' } }}
        >
          <Text fontWeight="medium">สมัครสมาชิกวันนี้ เริ่มเล่นได้ทันที</Text>
          <HStack gap="2">
            <Button asChild variant="outline" colorPalette="brand">
              <Link to="/login">เข้าสู่ระบบ</Link>
            </Button>
            <Button asChild colorPalette="brand">
              <Link to="/register">สมัครสมาชิก</Link>
            </Button>
          </HStack>
        </HStack>
      )}
      <Suspense fallback={null}>
        <HomeGameSections />
      </Suspense>
      <Stack gap="3">
        <Heading as="h2" size="lg">
          เลือกเล่น
        </Heading>
        <SimpleGrid columns={{ base: 3, sm: 4, md: 5, lg: 7 }} gap={{ base: '2', md: '3' }}>
          {HOME_TILES.map((tile) => (
            <Box
              key={tile.to}
              asChild
              display="flex"
              flexDirection="column"
              alignItems="center"
              textAlign="center"
              gap="1"
              p={{ base: '3', md: '4' }}
              rounded="xl"
              bg="bg.surface"
              borderWidth="1px"
              borderColor="border.subtle"
              transition="border-color 0.2s, transform 0.2s"
              _hover={{ borderColor: 'brand.solid', transform: 'translateY(-2px)' }}
            >
              <Link to={tile.to}>
                <Box as={tile.icon} boxSize={{ base: '7', md: '9' }} color="brand.fg" aria-hidden />
                <Text fontWeight="medium" fontSize={{ base: 'sm', md: 'md' }}>
                  {tile.label}
                </Text>
                <Text fontSize="xs" color="fg.muted" display={{ base: 'none', sm: 'block' }}>
                  {tile.note}
                </Text>
              </Link>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
