/** ✓ or ✗ beside one recomputed spin or shot; before its seed's reveal, or while it computes, says so instead. */
import { Box, Text } from '@chakra-ui/react';

interface Props {
  /** the seed is not revealed yet: nothing can be checked */
  secret: boolean;
  /** undefined or null while the browser computes */
  check: { ok: boolean } | null | undefined;
  testId: string;
}

export function CheckVerdict({ secret, check, testId }: Props) {
  if (secret) {
    return (
      <Text fontSize="xs" color="fg.muted" textAlign="end" flexShrink={0} maxW="24">
        รอเปิดเผยเมล็ดสุ่ม
      </Text>
    );
  }
  if (!check) {
    return (
      <Text fontSize="xs" color="fg.muted" flexShrink={0}>
        กำลังคำนวณ…
      </Text>
    );
  }
  return (
    <Box flexShrink={0} fontSize="xl" fontWeight="bold" color={check.ok ? 'green.300' : 'red.300'} role="img" aria-label={check.ok ? 'ตรวจสอบแล้ว ถูกต้อง' : 'ไม่ตรงกัน'} data-testid={testId}>
      {check.ok ? '✓' : '✗'}
    </Box>
  );
}
