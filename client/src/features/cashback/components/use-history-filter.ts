/**
 * A history's date range and page kept in the address (?from&to&page), like
 * the statement, so back and a shared link work. A new range goes to page 1.
 */
import { useSearchParams } from 'react-router-dom';
import type { CashbackHistoryFilter } from '../api/filter.js';

const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const positiveInt = (value: string | null) => (value && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : null);

export const RANGE_ERROR = 'วันที่เริ่มต้องไม่เกินวันที่สิ้นสุด';

export function useHistoryFilter() {
  const [params, setParams] = useSearchParams();
  const filter: CashbackHistoryFilter = {
    from: isDay(params.get('from')) ? params.get('from')! : undefined,
    to: isDay(params.get('to')) ? params.get('to')! : undefined,
    page: positiveInt(params.get('page')) ?? 1,
  };
  const rangeError = filter.from && filter.to && filter.from > filter.to ? RANGE_ERROR : null;

  const go = (patch: Partial<Record<'from' | 'to' | 'page', string | null>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null || value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next, { preventScrollReset: true });
  };

  return { filter, rangeError, go };
}
