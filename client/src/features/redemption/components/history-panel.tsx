/** The member's redemptions, newest first and paged, with where each goods claim stands. */
import { Badge, Box, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Redemption } from '#shared/api/redemption.js';
import { formatThaiDateTime } from '#shared/dates.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { Pager } from '#client/components/pager/pager.js';
import { pointsText } from '#client/lib/money-text.js';
import { useRedemptionHistory } from '../api/get-redemption-history.js';
import { CLAIM_STATUS_TH, rewardText } from '../format.js';

export function HistoryPanel({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const history = useRedemptionHistory(page);
  const pages = history.data ? Math.max(1, Math.ceil(history.data.total / (history.data.page_size || 1))) : 1;
  return (
    <Stack gap="2">
      {history.isPending && (
        <Stack gap="2" aria-label="กำลังโหลด">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="20" rounded="lg" />
          ))}
        </Stack>
      )}
      <QueryError query={history} />
      {history.data?.items.length === 0 && (
        <Text color="fg.muted" textAlign="center" py="8" data-testid="history-empty">
          ยังไม่เคยแลกของรางวัล
        </Text>
      )}
      {history.data && history.data.items.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2" opacity={history.isPlaceholderData ? 0.6 : 1}>
          {history.data.items.map((redemption) => (
            <HistoryRow key={redemption.id} redemption={redemption} />
          ))}
        </Stack>
      )}
      {history.data && <Pager page={page} pages={pages} onPage={onPage} />}
    </Stack>
  );
}

function HistoryRow({ redemption }: { redemption: Redemption }) {
  const claim = redemption.claim_status ? CLAIM_STATUS_TH[redemption.claim_status] : null;
  return (
    <Box as="li" p="3" rounded="lg" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" data-testid="history-row">
      <Flex justify="space-between" align="flex-start" gap="2">
        <Stack gap="0" minW="0">
          <Text fontWeight="bold">{redemption.title}</Text>
          <Text fontSize="sm">{redemption.reward === 'goods' ? 'ของรางวัลจัดส่งโดยทีมงาน' : rewardText(redemption)}</Text>
        </Stack>
        <Text fontWeight="bold" flexShrink={0} {...(redemption.claim_status === 'rejected' ? { color: 'fg.muted', textDecoration: 'line-through' } : { color: 'red.300' })}>
          -{pointsText(redemption.cost)} แต้ม
        </Text>
      </Flex>
      <Flex justify="space-between" align="center" gap="2" mt="1">
        <Text fontSize="sm" color="fg.muted">
          {formatThaiDateTime(redemption.created_at)} น.
        </Text>
        {claim ? (
          <Badge colorPalette={claim.palette} data-testid="claim-status">
            {claim.label}
          </Badge>
        ) : (
          <Badge colorPalette="green">ได้รับแล้ว</Badge>
        )}
      </Flex>
      {redemption.claim_status === 'rejected' && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          คืนแต้มให้แล้ว
        </Text>
      )}
      {redemption.claim_note && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          หมายเหตุ: {redemption.claim_note}
        </Text>
      )}
    </Box>
  );
}
