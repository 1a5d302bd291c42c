import { Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { formatThb, thbToSatang } from '#shared/money-format.js';
import { thbText } from '#client/lib/money-text.js';

/** A promotion's turnover: done of required, as a bar and in baht, and what is left to play. */
export function TurnoverProgress({ done, required }: { done: number; required: number }) {
  const percent = required > 0 ? Math.min(100, Math.floor((done / required) * 100)) : 100;
  const leftSatang = Math.max(0, thbToSatang(required) - thbToSatang(done));
  return (
    <Stack gap="1">
      <Flex justify="space-between" fontSize="sm">
        <Text color="fg.muted">ยอดเทิร์น</Text>
        <Text data-testid="turnover-text">
          {thbText(done)} / {thbText(required)} ({percent}%)
        </Text>
      </Flex>
      <Progress.Root value={percent} colorPalette="brand" size="sm" aria-label={`ทำยอดเทิร์นแล้ว ${percent}%`}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {leftSatang > 0 && (
        <Text fontSize="sm" color="brand.fg" data-testid="turnover-left">
          เล่นอีก {formatThb(leftSatang)} จึงจะถอนได้
        </Text>
      )}
    </Stack>
  );
}
