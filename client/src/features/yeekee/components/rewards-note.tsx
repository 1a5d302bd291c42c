/**
 * The two rewarded shots of a round whose shots are final: the last one (1st
 * counted back) and the 16th counted back, as the upstream pays them
 * (upstream/src/yeekee/rewards.ts; amounts in the rules below).
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { LuGift } from 'react-icons/lu';
import type { YeekeeShot } from '#shared/api/lotto/yeekee.js';
import { countText } from '../format.js';
import type { ShotMarks } from './shot-list.js';

export function RewardsNote({ shots, marks }: { shots: readonly YeekeeShot[]; marks: ShotMarks }) {
  if (marks.lastSeq === null) return null;
  const find = (seq: number | null) => (seq === null ? undefined : shots.find((shot) => shot.seq === seq));
  const last = find(marks.lastSeq);
  const sixteenth = find(marks.sixteenthSeq);
  return (
    <Stack
      as="section"
      aria-label="ผู้ยิงเลขที่ได้รับรางวัล"
      gap="2"
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border.subtle"
      rounded="xl"
      p={{ base: '3', md: '4' }}
      data-testid="rewards-note"
    >
      <HStack gap="2">
        <LuGift aria-hidden />
        <Text fontWeight="bold">รางวัลผู้ยิงเลข</Text>
      </HStack>
      <Rewarded label="ลำดับที่ 1 นับจากท้าย (ยิงคนสุดท้าย)" shot={last} />
      <Rewarded label="ลำดับที่ 16 นับจากท้าย" shot={sixteenth} missing="ยิงไม่ถึง 16 ครั้ง ไม่มีผู้ได้รับรางวัลนี้" />
    </Stack>
  );
}

function Rewarded({ label, shot, missing }: { label: string; shot: YeekeeShot | undefined; missing?: string }) {
  return (
    <HStack justify="space-between" gap="2" bg="bg.canvas" rounded="md" px="3" py="2" flexWrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      {shot ? (
        <Text fontSize="sm" fontVariantNumeric="tabular-nums">
          <b>{shot.number}</b> · {shot.username} · #{countText(shot.seq)}
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {missing ?? '–'}
        </Text>
      )}
    </HStack>
  );
}
