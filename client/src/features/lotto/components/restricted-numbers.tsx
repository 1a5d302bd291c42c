import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { BET_TYPE_INFO, BET_TYPES, type RestrictedNumber } from '#shared/api/lotto/rounds.js';
import { rateText } from '../format.js';

/**
 * เลขอั้น of the round, shown before the member bets (docs/domain.md "Lotto"): closed
 * numbers greyed out and struck through, reduced ones with the rate they pay.
 */
export function RestrictedNumbers({ restricted }: { restricted: readonly RestrictedNumber[] }) {
  if (restricted.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="restricted-none">
        งวดนี้ไม่มีเลขอั้น
      </Text>
    );
  }
  const byType = BET_TYPES.map((type) => ({ type, list: restricted.filter((r) => r.bet_type === type) })).filter((g) => g.list.length > 0);
  return (
    <Stack gap="2" as="section" aria-labelledby="restricted-heading">
      <Text id="restricted-heading" fontWeight="bold">
        เลขอั้นงวดนี้
      </Text>
      {byType.map(({ type, list }) => (
        <Box key={type}>
          <Text fontSize="sm" color="fg.muted" mb="1">
            {BET_TYPE_INFO[type].label}
          </Text>
          <Flex gap="2" wrap="wrap" as="ul" listStyleType="none">
            {list.map((r) =>
              r.kind === 'closed' ? (
                <Flex
                  as="li"
                  key={r.number}
                  aria-disabled="true"
                  align="center"
                  gap="1.5"
                  px="2.5"
                  py="1"
                  rounded="md"
                  bg="bg.raised"
                  opacity={0.6}
                  data-testid="restricted-closed"
                >
                  <Text as="span" fontWeight="bold" textDecoration="line-through">
                    {r.number}
                  </Text>
                  <Badge colorPalette="red" size="sm">
                    ปิดรับ
                  </Badge>
                </Flex>
              ) : (
                <Flex as="li" key={r.number} align="center" gap="1.5" px="2.5" py="1" rounded="md" bg="bg.raised" data-testid="restricted-reduced">
                  <Text as="span" fontWeight="bold">
                    {r.number}
                  </Text>
                  <Badge colorPalette="orange" size="sm">
                    {r.rate !== null ? `จ่าย ${rateText(r.rate)}` : 'จ่ายลดลง'}
                  </Badge>
                </Flex>
              ),
            )}
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}
