/**
 * /lotto/bills: the member's bills, filtered by status and paged; a bill opens
 * its detail (items, rates, payouts, wins, cancel). Filter, page and the open
 * bill live in the address so the back button and a shared link work.
 */
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { BILL_PAGE_SIZE, type BillStatus, type BillSummary } from '#shared/api/lotto/bills.js';
import { formatThaiDateTime } from '#shared/dates.js';
import { useBills } from '../api/get-bills.js';
import { BillDetailDialog, BillStatusBadge } from '../components/bill-detail-dialog.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { BILL_STATUS, thbText } from '../format.js';
import { Pager } from '#client/components/pager/pager.js';

const FILTERS: (BillStatus | null)[] = [null, 'pending', 'won', 'lost', 'cancelled', 'refunded'];
const isBillStatus = (value: string | null): value is BillStatus => FILTERS.includes(value as BillStatus);
const positiveInt = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

export function LottoBillsPage() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isBillStatus(rawStatus) ? rawStatus : undefined;
  const page = positiveInt(params.get('page')) ?? 1;
  const openBill = positiveInt(params.get('bill'));
  const bills = useBills({ status, page });

  const go = (patch: Record<string, string | null>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace });
  };

  const pageSize = bills.data?.page_size ?? BILL_PAGE_SIZE;
  const pages = bills.data ? Math.max(1, Math.ceil(bills.data.total / pageSize)) : 1;

  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        โพยหวยของฉัน
      </Heading>

      <Flex gap="2" overflowX="auto" pb="1" role="group" aria-label="กรองตามสถานะ" css={{ scrollbarWidth: 'none' }}>
        {FILTERS.map((value) => {
          const on = (value ?? undefined) === status;
          return (
            <Button
              key={value ?? 'all'}
              flexShrink={0}
              minH="11"
              rounded="full"
              size="sm"
              px="4"
              variant={on ? 'solid' : 'outline'}
              colorPalette={on ? 'brand' : 'accent'}
              aria-pressed={on}
              onClick={() => go({ status: value, page: null })}
            >
              {value ? BILL_STATUS[value].label : 'ทั้งหมด'}
            </Button>
          );
        })}
      </Flex>

      {bills.isPending && (
        <Stack gap="2" aria-label="กำลังโหลด">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="20" rounded="lg" />
          ))}
        </Stack>
      )}
      <QueryError query={bills} />
      {bills.data && bills.data.bills.length === 0 && (
        <Stack align="center" py="8" gap="3">
          <Text color="fg.muted">{status ? `ไม่มีโพยสถานะ "${BILL_STATUS[status].label}"` : 'ยังไม่มีโพย'}</Text>
          <Button asChild colorPalette="brand" minH="11">
            <RouterLink to="/lotto/lobby">ไปแทงหวย</RouterLink>
          </Button>
        </Stack>
      )}

      {bills.data && bills.data.bills.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2" opacity={bills.isPlaceholderData ? 0.6 : 1}>
          {bills.data.bills.map((bill) => (
            <li key={bill.bill_id}>
              <BillRow bill={bill} onOpen={() => go({ bill: String(bill.bill_id) })} />
            </li>
          ))}
        </Stack>
      )}

      {bills.data && <Pager page={page} pages={pages} onPage={(next) => go({ page: String(next) })} />}

      <BillDetailDialog billId={openBill} onClose={() => go({ bill: null }, true)} />
    </Stack>
  );
}

function BillRow({ bill, onOpen }: { bill: BillSummary; onOpen: () => void }) {
  return (
    <Box
      as="button"
      onClick={onOpen}
      w="full"
      textAlign="start"
      p="3"
      minH="16"
      rounded="lg"
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border.subtle"
      _hover={{ bg: 'bg.raised' }}
      cursor="pointer"
      data-testid="bill-row"
      aria-label={`โพยเลขที่ ${bill.bill_id} ${bill.round_name} ${BILL_STATUS[bill.status].label}`}
    >
      <Flex justify="space-between" align="flex-start" gap="2">
        <Stack gap="0.5" minW="0">
          <Text fontWeight="bold" truncate>
            {bill.round_name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            #{bill.bill_id} · {formatThaiDateTime(bill.created_at)} น. · {bill.item_count} รายการ
          </Text>
        </Stack>
        <BillStatusBadge status={bill.status} />
      </Flex>
      <Flex justify="space-between" mt="2" fontSize="sm">
        <Text>
          ยอดแทง <b>{thbText(bill.total)}</b>
        </Text>
        {bill.status === 'won' && (
          <Text color="green.300" fontWeight="bold">
            ได้รับ {thbText(bill.win_amount)}
          </Text>
        )}
      </Flex>
    </Box>
  );
}
