/**
 * The shots of a round, newest on top. The live list renders only the newest
 * LIVE_ROWS (each row memoised, so a flush re-renders just the new ones); the
 * rest of the round is in the paged view ("ดูทั้งหมด"). Once the round has
 * stopped taking shots, the last shot and the 16th counted back are marked:
 * they carry the rewards, and the 16th back is part of the result.
 */
import { memo, useState } from 'react';
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { YeekeeShot } from '#shared/api/lotto/yeekee.js';
import { YEEKEE_SIXTEENTH_BACK } from '#shared/lotto/yeekee-formula.js';
import { countText, timeText } from '../format.js';

export const LIVE_ROWS = 50;

export interface ShotMarks {
  /** `seq` of the last shot and of the 16th counted back, when the round no longer takes shots */
  lastSeq: number | null;
  sixteenthSeq: number | null;
  mine: ReadonlySet<number>;
}

/** The marks of a round whose shots are final (closed or resulted); none while it is open. */
export function marksOf(lastSeq: number, final: boolean, mine: ReadonlySet<number>): ShotMarks {
  if (!final || lastSeq === 0) return { lastSeq: null, sixteenthSeq: null, mine };
  const sixteenth = lastSeq - YEEKEE_SIXTEENTH_BACK + 1;
  return { lastSeq, sixteenthSeq: sixteenth >= 1 ? sixteenth : null, mine };
}

/**
 * Row styles live once on the list: a row is plain elements, so a flush of fifty
 * fresh rows costs no style work per row (the list turns over five times a
 * second in a busy round). A new row flashes its background, never its text.
 */
const LIST_CSS = {
  '& > li': {
    display: 'block',
    paddingInline: '3',
    paddingBlock: '1',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'transparent',
    background: 'bg.surface',
    animation: 'yeekee-shot-in 0.6s ease-out',
  },
  '& > li[data-mine]': { background: 'accent.subtle' },
  '& > li[data-marked]': { background: 'brand.subtle', borderColor: 'brand.solid' },
  '& .shot-line': { display: 'flex', alignItems: 'center', gap: '3', fontVariantNumeric: 'tabular-nums' },
  '& .shot-seq': { fontSize: 'xs', color: 'fg.muted', minWidth: '12' },
  '& .shot-number': { fontWeight: 'bold', fontSize: 'lg', letterSpacing: 'wider' },
  '& > li[data-marked] .shot-number': { color: 'brand.fg' },
  '& .shot-user': { fontSize: 'xs', color: 'fg.muted', flex: '1', minWidth: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .shot-time': { fontSize: 'xs', color: 'fg.muted' },
  // A flush that brings many rows at once (a busy round) does not flash them: nobody reads them one by one.
  '&[data-busy] > li': { animation: 'none' },
  '@keyframes yeekee-shot-in': { from: { background: 'var(--chakra-colors-accent-muted)' } },
} as const;

/** More new rows than this in one render and they come in without the flash. */
const BUSY_ROWS = 10;

/** `shots` ascending by seq; shown newest first. */
export function ShotRows({ shots, marks, label }: { shots: readonly YeekeeShot[]; marks: ShotMarks; label: string }) {
  // How far the top moved since the last render (React's "information from previous renders" pattern).
  const topSeq = shots.at(-1)?.seq ?? 0;
  const [previousTop, setPreviousTop] = useState(topSeq);
  const [busy, setBusy] = useState(false);
  if (topSeq !== previousTop) {
    setPreviousTop(topSeq);
    setBusy(topSeq - previousTop > BUSY_ROWS);
  }
  if (shots.length === 0) {
    return (
      <Text color="fg.muted" textAlign="center" py="6">
        ยังไม่มีการยิงเลขในรอบนี้
      </Text>
    );
  }
  const rows: YeekeeShot[] = [];
  for (let i = shots.length - 1; i >= 0; i -= 1) rows.push(shots[i]!);
  return (
    <Stack as="ol" gap="1" listStyleType="none" aria-label={label} data-testid="shot-rows" data-busy={busy || undefined} css={LIST_CSS}>
      {rows.map((shot) => (
        <ShotRow
          key={shot.seq}
          shot={shot}
          last={shot.seq === marks.lastSeq}
          sixteenth={shot.seq === marks.sixteenthSeq}
          mine={marks.mine.has(shot.seq)}
        />
      ))}
    </Stack>
  );
}

const ShotRow = memo(function ShotRow({
  shot,
  last,
  sixteenth,
  mine,
}: {
  shot: YeekeeShot;
  last: boolean;
  sixteenth: boolean;
  mine: boolean;
}) {
  const marked = last || sixteenth;
  return (
    <li data-seq={shot.seq} data-marked={marked || undefined} data-mine={mine || undefined}>
      <span className="shot-line">
        <span className="shot-seq">#{countText(shot.seq)}</span>
        <span className="shot-number">{shot.number}</span>
        <span className="shot-user">
          {shot.username}
          {mine && ' (คุณ)'}
        </span>
        <span className="shot-time">{timeText(shot.created_at)}</span>
      </span>
      {marked && (
        <HStack gap="1" mt="1" flexWrap="wrap">
          {sixteenth && (
            <Badge colorPalette="yellow" variant="solid" size="sm">
              ลำดับที่ 16 นับจากท้าย
            </Badge>
          )}
          {last && (
            <Badge colorPalette="yellow" variant="solid" size="sm">
              ลำดับที่ 1 นับจากท้าย (ยิงคนสุดท้าย)
            </Badge>
          )}
        </HStack>
      )}
    </li>
  );
});
