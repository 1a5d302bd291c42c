/** The yeekee checker: any seed, hash and shot list (one 5-digit number a line, in seq order), recomputed here. */
import { useMemo, useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { computeYeekeeProof } from '#shared/lotto/yeekee-formula.js';
import { verifySeed } from '#shared/lotto/seed.js';
import { CodeField } from '../components/code-field.js';
import { MatchLine } from '../components/match-line.js';

function parseShots(text: string) {
  const lines = text.split(/\s+/).filter(Boolean);
  if (!lines.every((line) => /^\d{5}$/.test(line))) return null;
  return lines.map((number, index) => ({ seq: index + 1, number }));
}

export function YeekeeChecker({ initial }: { initial: { seed: string; hash: string; shots: string } }) {
  const [seed, setSeed] = useState(initial.seed);
  const [hash, setHash] = useState(initial.hash);
  const [shotsText, setShotsText] = useState(initial.shots);
  const shots = useMemo(() => parseShots(shotsText), [shotsText]);
  const proof = useMemo(() => (shots ? computeYeekeeProof(0, shots, seed) : null), [shots, seed]);
  return (
    <Stack gap="2" data-testid="yeekee-checker">
      <CodeField label="seed" value={seed} onChange={setSeed} />
      <CodeField label="ค่าแฮชที่เผยแพร่" value={hash} onChange={setHash} />
      <CodeField label="เลขที่ยิง บรรทัดละ 1 เลข (5 หลัก) เรียงตามลำดับ" value={shotsText} onChange={setShotsText} multiline />
      {hash && <MatchLine ok={verifySeed(seed, hash)} yes="SHA-256(seed) ตรงกับค่าแฮช" no="SHA-256(seed) ไม่ตรงกับค่าแฮช" />}
      {!proof && <Text color="red.300" fontSize="sm">เลขที่ยิงต้องเป็นตัวเลข 5 หลัก บรรทัดละ 1 เลข</Text>}
      {proof && (
        <Text fontSize="sm" wordBreak="break-all" data-testid="yeekee-checker-result">
          เลขเจ้ามือ {proof.house_number} · ผลรวม {proof.sum} · ลำดับที่ 16 จากท้าย {proof.sixteenth_number} · ผล <b>{proof.number}</b> (3 ตัวบน{' '}
          {proof.number.slice(2)} · 2 ตัวล่าง {proof.number.slice(0, 2)})
        </Text>
      )}
    </Stack>
  );
}
