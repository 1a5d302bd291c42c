/** The result of a resulted round: the five digits big, then 3 ตัวบน, 2 ตัวบน and 2 ตัวล่าง. */
import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { LottoResult } from '#shared/api/lotto/rounds.js';
import { fiveDigits } from '../format.js';

export function ResultCard({ result }: { result: LottoResult }) {
  const digits = fiveDigits(result);
  return (
    <Stack
      as="section"
      aria-label="ผลหวยยี่กีรอบนี้"
      gap="3"
      rounded="xl"
      p={{ base: '3', md: '4' }}
      bg="bg.raised"
      borderWidth="2px"
      borderColor="brand.solid"
      data-testid="result-card"
    >
      <Text fontWeight="bold" textAlign="center" color="brand.fg">
        ผลรางวัล
      </Text>
      <Box
        textAlign="center"
        fontSize={{ base: '5xl', md: '6xl' }}
        fontWeight="bold"
        letterSpacing="0.25em"
        lineHeight="1"
        fontVariantNumeric="tabular-nums"
        color="brand.fg"
        textShadow="0 2px 12px rgba(224, 169, 28, 0.35)"
        data-testid="result-number"
        aria-label={`ผล ${digits.split('').join(' ')}`}
      >
        {digits}
      </Box>
      <SimpleGrid columns={3} gap="2">
        <Part label="3 ตัวบน" value={result.top3} />
        <Part label="2 ตัวบน" value={result.top3.slice(-2)} />
        <Part label="2 ตัวล่าง" value={result.bottom2} />
      </SimpleGrid>
    </Stack>
  );
}

function Part({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0" textAlign="center" bg="bg.canvas" rounded="md" py="2">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" color="brand.fg" fontVariantNumeric="tabular-nums" data-testid={`result-${label}`}>
        {value}
      </Text>
    </Stack>
  );
}
