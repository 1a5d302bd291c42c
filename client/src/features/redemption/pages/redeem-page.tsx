/**
 * /redeem: the point shop (issue 10, decision 0031). The member's points on
 * top, the items to choose from (each opens the server's preview and a
 * confirm), and the history of redemptions with the goods claim states. The
 * tab and the history page live in the address (?tab=history&page=2).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Heading, HStack, Icon, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { LuCoins } from 'react-icons/lu';
import type { RedemptionItem } from '@shared/api/redemption.js';
import { LoadError } from '../../../components/load-error/load-error.js';
import { pointsText } from '../../../lib/money-text.js';
import { usePoints } from '../../../member-data/get-points.js';
import { useRedemptionList } from '../api/get-redemption-list.js';
import { HistoryPanel } from '../components/history-panel.js';
import { ItemCard } from '../components/item-card.js';
import { RedeemDialog } from '../components/redeem-dialog.js';

type Tab = 'shop' | 'history';
const positiveInt = (value: string | null) => (value && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : null);

export function RedeemPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'history' ? 'history' : 'shop';
  const page = positiveInt(params.get('page')) ?? 1;
  const list = useRedemptionList();
  const livePoints = usePoints();
  const [chosen, setChosen] = useState<RedemptionItem | null>(null);
  // The wallets topic keeps the member-data points live; the list's copy covers the first paint.
  const points = livePoints.data?.point ?? list.data?.points;

  const showTab = (next: Tab) => setParams(next === 'history' ? { tab: 'history' } : {}, { replace: true });

  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        แลกของรางวัลด้วยแต้ม
      </Heading>

      <HStack p="4" rounded="xl" bg="bg.surface" borderWidth="1px" borderColor="brand.muted" gap="3" as="section" aria-label="แต้มของคุณ">
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
          {list.isError && <LoadError message={list.error.message} onRetry={() => void list.refetch()} />}
          {list.data?.items.length === 0 && (
            <Text color="fg.muted" textAlign="center" py="8" data-testid="shop-empty">
              ยังไม่มีของรางวัลให้แลกในขณะนี้
            </Text>
          )}
          {list.data && list.data.items.length > 0 && (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 4 }} gap="3">
              {list.data.items.map((item) => (
                <ItemCard key={item.item_id} item={item} points={points} onChoose={() => setChosen(item)} />
              ))}
            </SimpleGrid>
          )}
        </Tabs.Content>
        <Tabs.Content value="history" pt="3">
          <HistoryPanel page={page} onPage={(next) => setParams({ tab: 'history', page: String(next) })} />
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
