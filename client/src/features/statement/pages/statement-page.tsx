/**
 * /member/statement: the ledger, filtered by kind and date range and paged.
 * The filter lives in the address (?type&from&to&page) so back and a shared
 * link work. Dates are shown in the Buddhist era; amounts signed and coloured,
 * each row naming its wallet (หลัก / โบนัส).
 */
import { useSearchParams } from 'react-router-dom';
import { Button, Field, Flex, Heading, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LEDGER_KINDS, LEDGER_KIND_TH, STATEMENT_PAGE_SIZE, type LedgerKind } from '#shared/api/member.js';
import { bangkokDay } from '#shared/dates.js';
import { DayRangeFilter } from '#client/components/day-range-filter/day-range-filter.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { serverNow } from '#client/lib/server-clock.js';
import { useStatement, type StatementFilter } from '../api/get-statement.js';
import { StatementRow } from '../components/statement-row.js';
import { Pager } from '#client/components/pager/pager.js';

const DAY_MS = 86_400_000;
const isKind = (value: string | null): value is LedgerKind => LEDGER_KINDS.includes(value as LedgerKind);
const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const positiveInt = (value: string | null) => (value && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** Quick ranges a Thai statement page offers: today, the last 7 and 30 days (Bangkok days). */
const RANGES = [
  { label: 'วันนี้', days: 0 },
  { label: '7 วัน', days: 6 },
  { label: '30 วัน', days: 29 },
];

export function StatementPage() {
  const [params, setParams] = useSearchParams();
  const rawType = params.get('type');
  const filter: StatementFilter = {
    type: isKind(rawType) ? rawType : undefined,
    from: isDay(params.get('from')) ? params.get('from')! : undefined,
    to: isDay(params.get('to')) ? params.get('to')! : undefined,
    page: positiveInt(params.get('page')) ?? 1,
  };
  const rangeError = filter.from && filter.to && filter.from > filter.to ? 'วันที่เริ่มต้องไม่เกินวันที่สิ้นสุด' : null;
  const statement = useStatement(filter, { enabled: rangeError === null });

  const go = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next);
  };

  const today = bangkokDay(serverNow());
  const pageSize = statement.data?.page_size || STATEMENT_PAGE_SIZE;
  const pages = statement.data ? Math.max(1, Math.ceil(statement.data.total / pageSize)) : 1;

  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        รายการเดินบัญชี
      </Heading>

      <Stack gap="3" p="3" rounded="lg" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" role="search" aria-label="กรองรายการ">
        <Field.Root>
          <Field.Label>ประเภทรายการ</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field value={filter.type ?? ''} onChange={(e) => go({ type: e.target.value })}>
              <option value="">ทั้งหมด</option>
              {LEDGER_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {LEDGER_KIND_TH[kind]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Flex gap="2" wrap="wrap">
          {RANGES.map((range) => {
            const from = bangkokDay(serverNow() - range.days * DAY_MS);
            const on = filter.from === from && filter.to === today;
            return (
              <Button
                key={range.label}
                size="sm"
                minH="11"
                rounded="full"
                variant={on ? 'solid' : 'outline'}
                colorPalette={on ? 'brand' : 'accent'}
                aria-pressed={on}
                onClick={() => go({ from, to: today })}
              >
                {range.label}
              </Button>
            );
          })}
          <Button size="sm" minH="11" rounded="full" variant="ghost" colorPalette="accent" onClick={() => go({ from: null, to: null })}>
            ทุกวันที่
          </Button>
        </Flex>
        <DayRangeFilter filter={filter} rangeError={rangeError} onChange={go} gap="3" />
      </Stack>

      {statement.isPending && !rangeError && (
        <Stack gap="2" aria-label="กำลังโหลด">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="16" rounded="lg" />
          ))}
        </Stack>
      )}
      <QueryError query={statement} />
      {statement.data && statement.data.items.length === 0 && (
        <Text color="fg.muted" textAlign="center" py="8">
          ไม่มีรายการในช่วงที่เลือก
        </Text>
      )}
      {statement.data && statement.data.items.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2" opacity={statement.isPlaceholderData ? 0.6 : 1}>
          {statement.data.items.map((entry) => (
            <StatementRow key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
      {statement.data && <Pager page={filter.page} pages={pages} onPage={(next) => go({ page: String(next) })} />}
    </Stack>
  );
}
