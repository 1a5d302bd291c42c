/**
 * /redeem: the point shop (decision 0031). The member's points on
 * top, the items to choose from (each opens the server's preview and a
 * confirm), and the history of redemptions with the goods claim states. The
 * tab and the history page live in the address (?tab=history&page=2).
 * A visitor sees the same items, prices and stock (decision 0048); choosing one
 * opens the login modal in place, and once logged in the item's preview.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Heading, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import type { RedemptionItem } from '#shared/api/redemption.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { OpenAuthButton } from '#client/components/open-auth-button/open-auth-button.js';
import { useIsLoggedIn } from '#client/lib/session.js';
import { useMemberAction } from '#client/lib/use-member-action.js';
import { usePoints } from '#client/member-data/get-points.js';
import { useRedemptionList } from '../api/get-redemption-list.js';
import { HistoryPanel } from '../components/history-panel.js';
import { ItemCard } from '../components/item-card.js';
import { PointsPanel } from '../components/points-panel.js';
import { RedeemDialog } from '../components/redeem-dialog.js';

type Tab = 'shop' | 'history';
const positiveInt = (value: string | null) => (value && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : null);

export function RedeemPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'history' ? 'history' : 'shop';
  const page = positiveInt(params.get('page')) ?? 1;
  const loggedIn = useIsLoggedIn();
  const list = useRedemptionList();
  const livePoints = usePoints();
  const [chosen, setChosen] = useState<RedemptionItem | null>(null);
  const choose = useMemberAction((item: RedemptionItem) => setChosen(item));
  // The wallets topic keeps the member-data points live; the list's copy covers the first paint (a visitor has none).
  const points = loggedIn ? (livePoints.data?.point ?? list.data?.points ?? undefined) : undefined;

  const showTab = (next: Tab) => setParams(next === 'history' ? { tab: 'history' } : {}, { replace: true });

  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        แลกของรางวัลด้วยแต้ม
      </Heading>

      <PointsPanel loggedIn={loggedIn} points={points} />

      <Tabs.Root value={tab} onValueChange={({ value }) => showTab(value as Tab)} variant="enclosed" fitted lazyMount unmountOnExit>
        <Tabs.List bg="bg.surface" rounded="lg">
          <Tabs.Trigger value="shop" minH="11" color="fg.default" _selected={{ bg: 'brand.solid', color: 'brand.contrast' }}>
            ของรางวัล
          </Tabs.Trigger>
          <Tabs.Trigger value="history" minH="11" color="fg.default" _selected={{ bg: 'brand.solid', color: 'brand.contrast' }}>
            ประวัติการแลก
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="shop" pt="3">
          {list.isPending && (
            <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="3" aria-label="กำลังโหลด">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} h="72" rounded="xl" />
              ))}
            </SimpleGrid>
          )}
          <QueryError query={list} />
          {list.data?.items.length === 0 && (
            <Text color="fg.muted" textAlign="center" py="8" data-testid="shop-empty">
              ยังไม่มีของรางวัลให้แลกในขณะนี้
            </Text>
          )}
          {list.data && list.data.items.length > 0 && (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 4 }} gap="3">
              {list.data.items.map((item) => (
                <ItemCard key={item.item_id} item={item} points={points} onChoose={() => choose(item)} />
              ))}
            </SimpleGrid>
          )}
        </Tabs.Content>
        <Tabs.Content value="history" pt="3">
          {loggedIn ? (
            <HistoryPanel page={page} onPage={(next) => setParams({ tab: 'history', page: String(next) })} />
          ) : (
            <Stack align="center" gap="3" py="8" textAlign="center" data-testid="history-join">
              <Text color="fg.muted">เข้าสู่ระบบเพื่อดูประวัติการแลกของรางวัลของคุณ</Text>
              <OpenAuthButton modal="login" colorPalette="brand" minH="11">
                เข้าสู่ระบบ
              </OpenAuthButton>
            </Stack>
          )}
        </Tabs.Content>
      </Tabs.Root>

      <RedeemDialog
        item={chosen}
        onClose={() => setChosen(null)}
        onShowHistory={() => {
          setChosen(null);
          showTab('history');
        }}
      />
    </Stack>
  );
}
