/** Each level's downline: members (active in the last 30 days), their turnover and the commission it earned. */
import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { AffiliateSummary } from '#shared/api/affiliate.js';
import { thbText } from '#client/lib/money-text.js';
import { countText, LEVEL_TH, rateText } from '../format.js';

export function LevelFigures({ levels }: { levels: AffiliateSummary['levels'] }) {
  return (
    <SimpleGrid as="section" aria-label="ยอดแต่ละระดับ" columns={{ base: 1, sm: 3 }} gap="3">
      {levels.map((figures) => (
        <Box key={figures.level} p="4" rounded="xl" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" data-testid="level-figures">
          <Text fontWeight="bold" color="brand.fg">
            {LEVEL_TH[figures.level]} · {rateText(figures.rate)}
          </Text>
          <Stack gap="0.5" mt="2" fontSize="sm">
            <Row label="เพื่อนทั้งหมด">{countText(figures.members)} คน</Row>
            <Row label="เล่นใน 30 วัน">{countText(figures.active)} คน</Row>
            <Row label="ยอดเล่นของเพื่อน">{thbText(figures.turnover)}</Row>
            <Row label="ค่าคอมที่ได้" strong>
              {thbText(figures.commission)}
            </Row>
          </Stack>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function Row({ label, children, strong = false }: { label: string; children: React.ReactNode; strong?: boolean }) {
  return (
    <Stack direction="row" justify="space-between" gap="2">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight={strong ? 'bold' : 'medium'} fontVariantNumeric="tabular-nums">
        {children}
      </Text>
    </Stack>
  );
}
