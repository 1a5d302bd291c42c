/** A history query as the client builds it (the shared schema's input type is looser). */
export interface CashbackHistoryFilter {
  /** YYYY-MM-DD, Bangkok */
  from?: string;
  to?: string;
  page: number;
}

export const FIRST_PAGE: CashbackHistoryFilter = { page: 1 };
