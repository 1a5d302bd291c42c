/** One HMAC draw laid open (derive/fraction.ts): key, message, digest, its first 52 bits, the whole-number product and the outcome. */
import { Stack, Text } from '@chakra-ui/react';
import { LabelledCode } from '#client/components/labelled-code/labelled-code.js';
import type { FractionStep } from '../derive/fraction.js';

export function FractionSteps({ step, outcomeLabel }: { step: FractionStep; outcomeLabel: string }) {
  return (
    <Stack gap="1" data-testid="fraction-steps">
      <LabelledCode label="ข้อความ (UTF-8)" value={step.message} />
      <LabelledCode label="HMAC-SHA256 ของข้อความ กุญแจคือ server seed (เลขฐานสิบหก)" value={step.digest} />
      <LabelledCode label="เลขฐานสิบหก 13 หลักแรก (52 บิต) เป็นจำนวนเต็ม" value={`0x${step.head} = ${step.bits}`} />
      <LabelledCode label={`คูณด้วย n = ${step.outcomes} (จำนวนเต็ม ไม่ปัดเศษ)`} value={`${step.bits} × ${step.outcomes} = ${step.product}`} />
      <Text fontSize="sm" wordBreak="break-all" data-testid="fraction-division">
        หารด้วย 2^52 แล้วปัดเศษทิ้ง: ⌊{step.product} / 2^52⌋ = <b data-testid="fraction-result">{step.result}</b> ({outcomeLabel})
      </Text>
    </Stack>
  );
}
