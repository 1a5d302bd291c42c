/**
 * Fishing: whether a shot catches its fish, from the seed pair and the fish's
 * published catch chance a/b, compared exactly in integers. Shots belong to
 * one member's game session, so the example is the sample seeds (labelled).
 */
import { useMemo, useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { catchThreshold, fairShot } from '#shared/games/fishing-fair.js';
import { CodeField } from '../components/code-field.js';
import { ExampleSourceNote } from '../components/example-source.js';
import { FractionSteps } from '../components/fraction-steps.js';
import { Recipe, type RecipeStep } from '../components/recipe.js';
import { Part, Section } from '../components/section.js';
import { fractionStep, TWO_POW_52 } from '../derive/fraction.js';
import { HMAC_DRAW, SAMPLE_SEEDS } from './hmac-recipe.js';

const FISHING_FORMULA: readonly RecipeStep[] = [
  ...HMAC_DRAW,
  { say: 'เลขสุ่มของนัดนั้นคือ 52 บิตแรกเอง (F กับ n = 2^52)', code: ['bits = F("<client_seed>:<nonce>", 2^52)'] },
  {
    say: 'ปลาที่มีโอกาสจับ p = a/b จับได้เมื่อ bits น้อยกว่าเกณฑ์ คำนวณด้วยจำนวนเต็มล้วนจึงไม่มีการปัดเศษทศนิยม',
    code: ['caught = bits < ceil(a * 2^52 / b)'],
  },
];

const SAMPLE_CHANCE = { num: 12n, den: 25n };

export function FishingSection() {
  const step = useMemo(() => fractionStep(SAMPLE_SEEDS.server, `${SAMPLE_SEEDS.client}:${SAMPLE_SEEDS.nonce}`, TWO_POW_52), []);
  const threshold = catchThreshold(SAMPLE_CHANCE);
  return (
    <Section id="fishing" title="ยิงปลา">
      <Recipe
        intro="ก่อนยิง เกมแสดงค่าแฮชของ server seed กระสุนแต่ละนัดจับปลาได้หรือไม่ คำนวณจาก server seed, client seed, nonce (นัดที่ยิง) และโอกาสจับที่ประกาศของปลาตัวนั้น ในรูปเศษส่วน a/b"
        steps={FISHING_FORMULA}
      />
      <Part title="ตัวอย่างการคำนวณ" testId="fishing-worked">
        <ExampleSourceNote source="sample">กระสุนเป็นของสมาชิกแต่ละคนในเกม ตรวจนัดจริงของคุณได้ที่แผงข้อมูลในเกม ตัวอย่างนี้ใช้ปลาที่มีโอกาสจับ 12/25</ExampleSourceNote>
        <FractionSteps step={step} outcomeLabel="bits" />
        <Text fontSize="sm" data-testid="fishing-verdict">
          เกณฑ์ ceil(12 × 2^52 / 25) = {threshold} · {step.result} {step.result < threshold ? '< เกณฑ์: จับได้' : '≥ เกณฑ์: จับไม่ได้'}
        </Text>
      </Part>
      <Part title="ตรวจสอบเอง">
        <FishingChecker />
      </Part>
    </Section>
  );
}

function FishingChecker() {
  const [serverSeed, setServerSeed] = useState<string>(SAMPLE_SEEDS.server);
  const [clientSeed, setClientSeed] = useState<string>(SAMPLE_SEEDS.client);
  const [nonce, setNonce] = useState(String(SAMPLE_SEEDS.nonce));
  const [chance, setChance] = useState('12/25');
  const match = /^(\d{1,15})\/(\d{1,15})$/.exec(chance.trim());
  const num = match ? BigInt(match[1]!) : null;
  const den = match ? BigInt(match[2]!) : null;
  const valid = num !== null && den !== null && den > 0n && num <= den && /^\d{1,15}$/.test(nonce);
  const shot = valid ? fairShot(serverSeed, clientSeed, Number(nonce), { num, den }) : null;
  return (
    <Stack gap="2" data-testid="fishing-checker">
      <CodeField label="server seed" value={serverSeed} onChange={setServerSeed} />
      <CodeField label="client seed" value={clientSeed} onChange={setClientSeed} />
      <CodeField label="nonce" value={nonce} onChange={setNonce} />
      <CodeField label="โอกาสจับ a/b" value={chance} onChange={setChance} />
      {shot ? (
        <Text fontSize="sm" data-testid="fishing-checker-result">
          bits {shot.bits} · u {shot.u} · <b>{shot.caught ? 'จับได้' : 'จับไม่ได้'}</b>
        </Text>
      ) : (
        <Text fontSize="sm" color="red.300">
          nonce ต้องเป็นจำนวนเต็มตั้งแต่ 0 และโอกาสจับต้องอยู่ในรูป a/b โดย 0 ≤ a ≤ b
        </Text>
      )}
    </Stack>
  );
}
