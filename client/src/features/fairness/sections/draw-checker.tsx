/** The demo-draw checker: any seed and hash, either kind of draw, recomputed here with drawFromSeed. */
import { useMemo, useState } from 'react';
import { HStack, Stack, Text } from '@chakra-ui/react';
import { drawFromSeed } from '#shared/lotto/demo-draw.js';
import { verifySeed } from '#shared/lotto/seed.js';
import { CodeField } from '../components/code-field.js';
import { MatchLine } from '../components/match-line.js';
import { resultText, type DrawKind } from './draw-kind.js';

const KIND_LABEL: Record<DrawKind, string> = { standard: 'หวยทั่วไป', thai: 'หวยรัฐบาลไทย' };

export function DrawChecker({ initial }: { initial: { seed: string; hash: string; kind: DrawKind } }) {
  const [seed, setSeed] = useState(initial.seed);
  const [hash, setHash] = useState(initial.hash);
  const [kind, setKind] = useState<DrawKind>(initial.kind);
  const drawn = useMemo(() => drawFromSeed(seed, kind), [seed, kind]);
  return (
    <Stack gap="2" data-testid="draw-checker">
      <CodeField label="seed" value={seed} onChange={setSeed} />
      <CodeField label="ค่าแฮชที่เผยแพร่" value={hash} onChange={setHash} />
      <HStack as="fieldset" gap="4" fontSize="sm">
        <Text as="legend" srOnly>
          ประเภทหวย
        </Text>
        {(['standard', 'thai'] as const).map((option) => (
          <label key={option}>
            <input type="radio" name="draw-kind" checked={kind === option} onChange={() => setKind(option)} /> {KIND_LABEL[option]}
          </label>
        ))}
      </HStack>
      {hash && <MatchLine ok={verifySeed(seed, hash)} yes="SHA-256(seed) ตรงกับค่าแฮช" no="SHA-256(seed) ไม่ตรงกับค่าแฮช" />}
      <Text fontSize="sm" data-testid="draw-checker-result">
        {resultText(drawn)}
      </Text>
    </Stack>
  );
}
