/**
 * Previous / next paging under a list (bills, results, statement, withdrawals):
 * shown only when there is more than one page.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <HStack justify="space-between" as="nav" aria-label="เลือกหน้า">
      <Button variant="outline" colorPalette="accent" minH="11" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <LuChevronLeft aria-hidden /> ก่อนหน้า
      </Button>
      <Text fontSize="sm" color="fg.muted">
        หน้า {page} / {pages}
      </Text>
      <Button variant="outline" colorPalette="accent" minH="11" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        ถัดไป <LuChevronRight aria-hidden />
      </Button>
    </HStack>
  );
}
