/** One spin of the history: what was bet and won, and its check once its seed is revealed. */
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { formatThaiDateTime } from '@shared/dates.js';
import { thbText } from '../../lib/money-text.js';
import type { HistorySpin, SpinCheck } from '../verify-spin.js';

export function SpinCheckRow({ spin, check }: { spin: HistorySpin; check: SpinCheck | null | undefined }) {
  return (
    <Flex as="li" gap="3" align="center" p="2.5" rounded="lg" bg="bg.raised" fontSize="sm" data-testid="spin-check" data-nonce={spin.nonce}>
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="bold">
          nonce {spin.nonce} · เดิมพัน {thbText(spin.bet)} · ได้ {thbText(spin.total_win)}
          {spin.free_spins.length > 0 && ` (ฟรีสปิน ${spin.free_spins.length} ครั้ง)`}
        </Text>
        <Text color="fg.muted" fontSize="xs">
          {formatThaiDateTime(spin.created_at)} น. · stops {spin.base.stops.join(', ')}
        </Text>
        {check && !check.ok && (
          <Text color="red.300" fontSize="xs">
            {[!check.hashOk && 'hash ไม่ตรง', !check.stopsOk && 'ตำแหน่งหยุดไม่ตรง', !check.gridsOk && 'สัญลักษณ์ไม่ตรงกับแถบ', !check.freeSpinsOk && 'จำนวนฟรีสปินไม่ตรง']
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
      </Stack>
      <Verdict spin={spin} check={check} />
    </Flex>
  );
}

function Verdict({ spin, check }: { spin: HistorySpin; check: SpinCheck | null | undefined }) {
  if (spin.server_seed === null) {
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
    <Box
      flexShrink={0}
      fontSize="xl"
      fontWeight="bold"
      color={check.ok ? 'green.300' : 'red.300'}
      role="img"
      aria-label={check.ok ? 'ตรวจสอบแล้ว ถูกต้อง' : 'ไม่ตรงกัน'}
      data-testid="spin-verdict"
    >
      {check.ok ? '✓' : '✗'}
    </Box>
  );
}
