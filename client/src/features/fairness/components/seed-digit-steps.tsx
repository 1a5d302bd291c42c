/** The steps of a digits-from-seed derivation (derive/seed-digits.ts), each a value a member can retype into any SHA-256 tool. */
import { Stack, Text } from '@chakra-ui/react';
import { LabelledCode } from '#client/components/labelled-code/labelled-code.js';
import type { SeedDigits } from '../derive/seed-digits.js';

export function SeedDigitSteps({ derived, count }: { derived: SeedDigits; count: number }) {
  return (
    <Stack gap="2" data-testid="seed-digit-steps">
      {derived.blocks.map((block, index) => (
        <Stack key={block.input} gap="1">
          <LabelledCode label={`ข้อความที่นำไปแฮช (UTF-8) บล็อก ${index}`} value={block.input} />
          <LabelledCode label="SHA-256 (เลขฐานสิบหก)" value={block.hash} />
          <LabelledCode label="ค่าแฮชเป็นจำนวนเต็มฐานสิบ" value={block.integer} />
          <LabelledCode label="mod 10^70 เติม 0 ข้างหน้าให้ครบ 70 หลัก" value={block.digits} />
        </Stack>
      ))}
      <Text fontSize="sm">
        {count} หลักแรก: <b data-testid="seed-digits">{derived.digits}</b>
      </Text>
    </Stack>
  );
}
