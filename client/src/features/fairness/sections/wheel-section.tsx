/**
 * The wheel: the published prize table, the HMAC draw, and one spin worked
 * through. A member with a revealed seed sees their own spin; a visitor sees
 * the sample seeds on the published table, labelled so.
 */
import { Skeleton, Text } from '@chakra-ui/react';
import type { WheelPrize, WheelSeedState } from '#shared/api/wheel.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { satangOf } from '#client/lib/money-text.js';
import { useIsLoggedIn } from '#client/lib/session.js';
import { useMyWheelSeed, useWheelTable } from '../api/get-wheel-example.js';
import { Recipe, type RecipeStep } from '../components/recipe.js';
import { Part, Section } from '../components/section.js';
import { HMAC_DRAW, SAMPLE_SEEDS } from './hmac-recipe.js';
import { WheelChecker } from './wheel-checker.js';
import { WheelExample, type NamedPrize, type WheelSpinExample } from './wheel-example.js';

const WHEEL_FORMULA: readonly RecipeStep[] = [
  ...HMAC_DRAW,
  {
    say: 'สุ่มตั๋วจากข้อความ "<client seed>:<nonce>" (เช่น "my-seed:7") ในช่วงน้ำหนักรวม W ของทุกรางวัลในตารางที่ประกาศ',
    code: ['W = w_1 + w_2 + ... + w_m', 'ticket = F("<client_seed>:<nonce>", W)'],
  },
  {
    say: 'ไล่รางวัลตามลำดับในตาราง บวกน้ำหนักสะสมไปทีละรางวัล รางวัลที่ได้คือรางวัลแรกที่น้ำหนักสะสมมากกว่าตั๋ว',
    code: ['prize = min { k : w_1 + ... + w_k > ticket }'],
  },
];

const named = (prizes: readonly WheelPrize[]): NamedPrize[] =>
  prizes.map((prize) => ({ id: prize.id, weight: prize.weight, kind: prize.kind, value: satangOf(prize.value), name: prize.name }));

/** The member's newest revealed seed that has a spin on it, as the example; null when there is none. */
function myExample(state: WheelSeedState | undefined): WheelSpinExample | null {
  const seed = state?.revealed.find((revealed) => revealed.spins.length > 0);
  const spin = seed?.spins[0];
  if (!seed || !spin) return null;
  return {
    source: 'mine',
    serverSeed: seed.server_seed,
    publishedHash: seed.server_seed_hash,
    clientSeed: seed.client_seed,
    nonce: spin.nonce,
    prizes: named(seed.prizes),
    recordedPrizeId: spin.prize_id,
  };
}

export function WheelSection() {
  const loggedIn = useIsLoggedIn();
  const table = useWheelTable();
  const mine = useMyWheelSeed(loggedIn);
  const own = myExample(mine.data);
  const sample: WheelSpinExample | null =
    table.data && table.data.prizes.some((prize) => prize.weight > 0)
      ? { source: 'sample', serverSeed: SAMPLE_SEEDS.server, publishedHash: null, clientSeed: SAMPLE_SEEDS.client, nonce: SAMPLE_SEEDS.nonce, prizes: named(table.data.prizes), recordedPrizeId: null }
      : null;
  const example = own ?? sample;
  return (
    <Section id="wheel" title="วงล้อนำโชค">
      <Recipe
        intro="ก่อนหมุน เว็บแสดงค่าแฮชของ server seed ของคุณ รางวัลของแต่ละครั้งคำนวณจาก server seed, client seed ที่คุณตั้งเอง และ nonce (ครั้งที่หมุนด้วย seed คู่นี้ เริ่มที่ 0) กับตารางรางวัลที่ประกาศ เมื่อเปลี่ยน seed ในหน้าวงล้อ server seed เดิมจะถูกเปิดเผยให้ตรวจทุกครั้งที่หมุน"
        steps={WHEEL_FORMULA}
      />
      <Part title={own ? 'ตัวอย่างจากการหมุนของคุณ' : 'ตัวอย่างการคำนวณ'} testId="wheel-worked">
        {!own && (
          <Text fontSize="sm" color="fg.muted">
            {loggedIn
              ? 'คุณยังไม่มี seed ที่เปิดเผยแล้ว (เปลี่ยน seed ที่หน้าวงล้อเพื่อเปิดเผย) ตัวอย่างนี้ใช้ seed สมมุติ'
              : 'การหมุนเป็นของสมาชิกแต่ละคน เข้าสู่ระบบเพื่อดูการหมุนของคุณเอง ตัวอย่างนี้ใช้ seed สมมุติ'}
          </Text>
        )}
        {table.isPending && <Skeleton h="32" rounded="lg" aria-label="กำลังโหลด" />}
        <QueryError query={table} />
        {example && <WheelExample example={example} />}
      </Part>
      {example && (
        <Part title="ตรวจสอบเอง">
          <WheelChecker
            key={example.source}
            prizes={example.prizes}
            initial={{ serverSeed: example.serverSeed, hash: example.publishedHash ?? '', clientSeed: example.clientSeed, nonce: example.nonce }}
          />
        </Part>
      )}
    </Section>
  );
}
