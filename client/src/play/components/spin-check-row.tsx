/** One spin of the history: what was bet and won, and its check once its seed is revealed. */
import { Flex, Stack, Text } from '@chakra-ui/react';
import { formatThaiDateTime } from '#shared/dates.js';
import { thbText } from '#client/lib/money-text.js';
import type { HistorySpin, SpinCheck } from '../verify-spin.js';
import { CheckVerdict } from './check-verdict.js';

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
      <CheckVerdict secret={spin.server_seed === null} check={check} testId="spin-verdict" />
    </Flex>
  );
}

