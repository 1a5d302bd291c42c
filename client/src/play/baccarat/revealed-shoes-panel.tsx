/**
 * "ตรวจสอบขอนที่เปิดเผยแล้ว" under the table's rules: closed at first, so the
 * table paints without it. Opening it loads its code (the shoe checker and its
 * hashing) and asks the site for this table's revealed shoes; once opened it
 * stays mounted, so a check under way survives closing and opening again.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { Box, Button, Skeleton, Stack } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import { MountOnDemand } from '#client/components/ui/mount-on-demand.js';

const RevealedShoesList = lazy(() => import('./revealed-shoes-list.js').then((module) => ({ default: module.RevealedShoesList })));

export function RevealedShoesPanel({ code, shoe }: { code: string; shoe: string }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <Stack gap="2" rounded="lg" bg="blackAlpha.400" p="2" fontSize="sm" minW="0" data-testid="revealed-panel">
      <Button
        variant="ghost"
        color="white"
        _hover={{ bg: 'whiteAlpha.100' }}
        justifyContent="space-between"
        minH="11"
        px="2"
        fontWeight="bold"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((was) => !was)}
      >
        ตรวจสอบขอนที่เปิดเผยแล้ว
        <LuChevronDown aria-hidden style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 0.2s' }} />
      </Button>
      <Box id={bodyId} hidden={!open} minW="0">
        <MountOnDemand asked={open}>
          <Suspense fallback={<Skeleton h="16" rounded="lg" aria-label="กำลังโหลด" />}>
            <RevealedShoesList code={code} shoe={shoe} />
          </Suspense>
        </MountOnDemand>
      </Box>
    </Stack>
  );
}
