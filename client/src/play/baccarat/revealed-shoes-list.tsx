/**
 * The body of the table's "ตรวจสอบขอนที่เปิดเผยแล้ว" panel, loaded only when
 * the member opens it (revealed-shoes-panel.tsx): this table's revealed
 * shoes, each checked here with the formula page's own checker.
 */
import { Skeleton } from '@chakra-ui/react';
import { QueryError } from '#client/components/load-error/query-error.js';
import { RevealedShoes } from '#client/game-data/revealed-shoes.js';
import { useRevealedShoes } from '../api/revealed-shoes.js';

export function RevealedShoesList({ code, shoe }: { code: string; shoe: string }) {
  const revealed = useRevealedShoes(code, shoe);
  if (revealed.isPending) return <Skeleton h="16" rounded="lg" aria-label="กำลังโหลด" />;
  if (revealed.isError) return <QueryError query={revealed} />;
  // No such table on the site yet: nothing revealed, and no id is needed to say so.
  const { tableId, shoes } = revealed.data ?? { tableId: 0, shoes: [] };
  return <RevealedShoes tone="table" tableId={tableId} shoes={shoes} />;
}
