/**
 * How often each pattern a member might follow would have hit, measured, with
 * the hands behind it. Ties are left out (they push a banker or player bet),
 * so beside them stand the theory's odds of a non-tie hand: the same for every
 * pattern, every hand.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import type { SoothPatternRate } from '#shared/api/sooth.js';
import { measuredText, percentText } from '../format.js';
import type { Theoretical } from './odds-compare.js';

export function PatternList({ patterns, theoretical }: { patterns: SoothPatternRate[]; theoretical: Theoretical }) {
  const decided = theoretical.banker + theoretical.player;
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted" data-testid="pattern-note">
        ผลที่ผ่านมาของสูตรใดก็ตามไม่ได้บอกอะไรเกี่ยวกับตาถัดไป ตัวเลขนี้คือสิ่งที่เกิดขึ้นแล้วเท่านั้น ไม่นับตาที่ออกเสมอ (เดิมพันเจ้ามือหรือผู้เล่นได้เงินคืน)
        ตามทฤษฎี เมื่อไม่นับเสมอ เจ้ามือออก {percentText(theoretical.banker / decided)} และผู้เล่นออก {percentText(theoretical.player / decided)} ในทุกตา
        ไม่ว่าจะตามสูตรใด
      </Text>
      <Stack as="ul" listStyleType="none" gap="2">
        {patterns.map((pattern) => (
          <Box as="li" key={pattern.key} p="3" rounded="lg" bg="bg.raised" fontSize="sm" data-testid="pattern-row">
            <Text fontWeight="bold">{pattern.name}</Text>
            <Text color="fg.muted">{pattern.description}</Text>
            <Stack as="dl" gap="0" mt="1" fontVariantNumeric="tabular-nums">
              <Measured label="ขอนนี้" value={measuredText(pattern.shoe.hits, pattern.shoe.tries)} testId="pattern-shoe" />
              <Measured label="ทุกขอน" value={measuredText(pattern.all_shoes.hits, pattern.all_shoes.tries)} testId="pattern-all" />
            </Stack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

function Measured({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box display="flex" gap="2" data-testid={testId}>
      <Text as="dt" color="fg.muted" w="14" flexShrink={0}>
        {label}
      </Text>
      <Text as="dd">{value}</Text>
    </Box>
  );
}
