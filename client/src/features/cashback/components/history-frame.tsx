/**
 * A cashback history's frame: title, date range, loading, error and empty
 * states, the list and the pager. Each history brings its own rows.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { DayRangeFilter } from '#client/components/day-range-filter/day-range-filter.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { Pager } from '#client/components/pager/pager.js';
import type { CashbackHistoryFilter } from '../api/filter.js';

export interface HistoryProps<H> {
  filter: CashbackHistoryFilter;
  rangeError: string | null;
  history: UseQueryResult<H>;
  onFilter: (patch: { from?: string | null; to?: string | null; page?: string }) => void;
}

interface Props<T> extends HistoryProps<{ items: T[]; total: number; page_size: number }> {
  /** Names the section; the heading gets `${id}-title`, the empty line `${id}-empty`. */
  id: string;
  title: string;
  emptyText: string;
  /** One keyed `li` per item. */
  renderRow: (item: T) => ReactNode;
}

export function HistoryFrame<T>({ id, title, emptyText, renderRow, filter, rangeError, history, onFilter }: Props<T>) {
  const pages = history.data ? Math.max(1, Math.ceil(history.data.total / (history.data.page_size || 1))) : 1;
  return (
    <Stack as="section" aria-labelledby={`${id}-title`} gap="3">
      <Text id={`${id}-title`} as="h2" fontWeight="bold" fontSize="lg">
        {title}
      </Text>
      <DayRangeFilter filter={filter} rangeError={rangeError} onChange={onFilter} clearable role="search" aria-label="กรองตามวันที่" />
      {history.isPending && !rangeError && (
        <Stack gap="2" aria-label="กำลังโหลด">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="16" rounded="lg" />
          ))}
        </Stack>
      )}
      <QueryError query={history} />
      {history.data?.items.length === 0 && (
        <Text color="fg.muted" textAlign="center" py="6" data-testid={`${id}-empty`}>
          {emptyText}
        </Text>
      )}
      {history.data && history.data.items.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2" opacity={history.isPlaceholderData ? 0.6 : 1}>
          {history.data.items.map(renderRow)}
        </Stack>
      )}
      {history.data && <Pager page={filter.page} pages={pages} onPage={(next) => onFilter({ page: String(next) })} />}
    </Stack>
  );
}
