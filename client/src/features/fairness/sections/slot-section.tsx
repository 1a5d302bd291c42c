/**
 * Slots: the reel stops from the seed pair, one HMAC draw per reel. A spin
 * belongs to one member's game session, so the example uses sample seeds and
 * sample strip lengths (labelled); each game's own verify panel checks the
 * member's real spins against its real strips.
 */
import { useMemo, useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { slotStops } from '#shared/games/slot-fair.js';
import { SLOT_LINE_RULE } from '#client/components/slot-line-rule/slot-line-rule.js';
import { CodeField } from '../components/code-field.js';
import { ExampleSourceNote } from '../components/example-source.js';
import { FractionSteps } from '../components/fraction-steps.js';
import { Recipe, type RecipeStep } from '../components/recipe.js';
import { Part, Section } from '../components/section.js';
import { fractionStep } from '../derive/fraction.js';
import { HMAC_DRAW, SAMPLE_SEEDS } from './hmac-recipe.js';

const SLOT_FORMULA: readonly RecipeStep[] = [
  ...HMAC_DRAW,
  {
    say: 'ตำแหน่งที่วงล้อ i หยุด (วงล้อ i = 0 ถึง 4) สุ่มในช่วงความยาวแถบสัญลักษณ์ L_i ของวงล้อนั้น',
    code: ['stop(i) = F("<client_seed>:<nonce>:<i>", L_i)'],
  },
  {
    say: 'ฟรีสปินครั้งที่ k (เริ่มนับ 0) ที่ได้จากการหมุนครั้งที่ nonce ใช้แถบของฟรีสปิน ซึ่งยาว L\'_i',
    code: ["stop_fs(k, i) = F(\"<client_seed>:<nonce>:fs<k>:<i>\", L'_i)"],
  },
  {
    say: 'ตำแหน่งที่หยุดคือช่องของแถบที่อยู่แถวบนสุด แถวถัดลงไปคือช่องถัดไปของแถบ เมื่อสุดแถบให้วนกลับไปต้นแถบ',
    code: ['row_r(i) = strip_i[(stop(i) + r) mod L_i]'],
  },
  {
    say: `${SLOT_LINE_RULE} ในสูตร w คือจำนวนไวลด์ (W) ที่เรียงกันจากวงล้อซ้ายสุด s คือสัญลักษณ์แรกที่ไม่ใช่ไวลด์ c คือจำนวนช่องที่เป็น s หรือไวลด์ต่อกันจากวงล้อซ้ายสุด อัตราจ่ายของแต่ละแบบดูจากตารางของเกม (เป็น 0 เมื่อไม่ถึง 3 ช่อง หรือเมื่อ s เป็นสแกตเตอร์ ถ้าเป็น 0 ทั้งสองแบบ ไลน์นั้นไม่ได้รางวัล)`,
    code: ['pay(s, c) > 0 && pay(s, c) >= pay(W, w)  ->  s, c', 'pay(W, w) > pay(s, c)                     ->  W, w'],
  },
];

const SAMPLE_LENGTHS = [30, 30, 30, 30, 30];

function parseLengths(text: string): number[] | null {
  const parts = text.split(',').map((part) => part.trim());
  return parts.every((part) => /^[1-9]\d{0,4}$/.test(part)) ? parts.map(Number) : null;
}

export function SlotSection() {
  const steps = useMemo(() => SAMPLE_LENGTHS.map((length, reel) => fractionStep(SAMPLE_SEEDS.server, `${SAMPLE_SEEDS.client}:${SAMPLE_SEEDS.nonce}:${reel}`, length)), []);
  return (
    <Section id="slots" title="สล็อต">
      <Recipe
        intro="ก่อนหมุน เกมแสดงค่าแฮชของ server seed ตำแหน่งที่วงล้อแต่ละวงหยุดคำนวณจาก server seed, client seed, nonce (ครั้งที่หมุน) และความยาวแถบสัญลักษณ์ที่เกมประกาศ เมื่อเปลี่ยน seed ในเกม server seed เดิมจะถูกเปิดเผย"
        steps={SLOT_FORMULA}
      />
      <Part title="ตัวอย่างการคำนวณ" testId="slot-worked">
        <ExampleSourceNote source="sample">
          การหมุนเป็นของสมาชิกแต่ละคนในเกม ตรวจการหมุนจริงของคุณได้ที่แผงตรวจสอบในเกม ตัวอย่างนี้ใช้แถบยาว 30 ช่องทุกวงล้อ
        </ExampleSourceNote>
        <Text fontSize="sm">
          server seed {SAMPLE_SEEDS.server} · client seed {SAMPLE_SEEDS.client} · nonce {SAMPLE_SEEDS.nonce} · วงล้อที่ 0:
        </Text>
        {steps[0] && <FractionSteps step={steps[0]} outcomeLabel="ตำแหน่งที่วงล้อ 0 หยุด" />}
        <Text fontSize="sm" data-testid="slot-stops">
          ทุกวงล้อ: {steps.map((step) => step.result).join(', ')}
        </Text>
      </Part>
      <Part title="ตรวจสอบเอง">
        <SlotChecker />
      </Part>
    </Section>
  );
}

function SlotChecker() {
  const [serverSeed, setServerSeed] = useState<string>(SAMPLE_SEEDS.server);
  const [clientSeed, setClientSeed] = useState<string>(SAMPLE_SEEDS.client);
  const [nonce, setNonce] = useState(String(SAMPLE_SEEDS.nonce));
  const [lengths, setLengths] = useState(SAMPLE_LENGTHS.join(', '));
  const strips = parseLengths(lengths);
  const ok = strips && /^\d{1,15}$/.test(nonce);
  return (
    <Stack gap="2" data-testid="slot-checker">
      <CodeField label="server seed" value={serverSeed} onChange={setServerSeed} />
      <CodeField label="client seed" value={clientSeed} onChange={setClientSeed} />
      <CodeField label="nonce" value={nonce} onChange={setNonce} />
      <CodeField label="ความยาวแถบของแต่ละวงล้อ คั่นด้วยจุลภาค" value={lengths} onChange={setLengths} />
      {ok ? (
        <Text fontSize="sm" data-testid="slot-checker-result">
          ตำแหน่งที่หยุด: <b>{slotStops(serverSeed, clientSeed, Number(nonce), strips).join(', ')}</b>
        </Text>
      ) : (
        <Text fontSize="sm" color="red.300">
          nonce ต้องเป็นจำนวนเต็มตั้งแต่ 0 และความยาวแถบต้องเป็นจำนวนเต็มบวก
        </Text>
      )}
    </Stack>
  );
}
