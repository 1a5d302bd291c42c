/** The baccarat shoe: the published shuffle and commitment, the newest ended shoe worked through, the checker. */
import { Skeleton } from '@chakra-ui/react';
import { FormulaExplainer } from '../../../components/formula-explainer/formula-explainer.js';
import { LoadError } from '../../../components/load-error/load-error.js';
import { useRevealedShoe } from '../api/get-revealed-shoe.js';
import { NoRoundYet } from '../components/example-source.js';
import { Part, Section } from '../components/section.js';
import { HMAC_DRAW, SAMPLE_SEEDS } from './hmac-recipe.js';
import { ShoeChecker } from './shoe-checker.js';
import { ShoeExample } from './shoe-example.js';

const SHOE_FORMULA = [
  ...HMAC_DRAW.slice(2),
  'start: 8 decks in a row, each suits',
  '  S H D C, each ranks A 2 .. 9 T J Q K',
  '  (416 cards, e.g. "AS", "TD", "KC")',
  'shuffle: for i = 415 down to 1:',
  '  j = F("<shoe id>:<i>", i + 1)',
  '  swap cards i and j',
  'commit = SHA-256("<salt>:<c0>,<c1>,...")',
  '  e.g. "s4lt:AS,9H,TD,...", hex, shown',
  '  before the first hand; seed, salt and',
  '  order revealed when the shoe ends',
  'burn: card 0 burns its value more',
  '  (A = 1, T J Q K = 10); the first hand',
  '  starts at position 1 + burn',
  'cut: a hand starts only below position',
  '  402 (14 cards before the end)',
  'deal: player, banker, player, banker,',
  '  then third cards by the standard tableau',
];

export function ShoeSection() {
  const example = useRevealedShoe();
  const shoe = example.data?.shoe;
  const initial = shoe
    ? { serverSeed: shoe.server_seed, shoeId: shoe.shoe_id, salt: shoe.salt, commitment: shoe.commitment }
    : { serverSeed: SAMPLE_SEEDS.server, shoeId: 'example-shoe', salt: 'example-salt', commitment: '' };
  return (
    <Section id="baccarat" title="บาคาร่า: ขอนไพ่">
      <FormulaExplainer
        intro="ก่อนแจกตาแรก โต๊ะเผยแพร่ commitment ของลำดับไพ่ทั้งขอน ลำดับนั้นคำนวณจาก server seed ของโต๊ะกับรหัสขอน เมื่อจบขอน เว็บเปิดเผย seed และ salt ใครก็สร้างลำดับไพ่และแจกทุกตาซ้ำได้"
        formula={SHOE_FORMULA}
      />
      <Part title="ตัวอย่างจากขอนที่จบแล้วล่าสุด" testId="shoe-worked">
        {example.isPending && <Skeleton h="32" rounded="lg" aria-label="กำลังโหลด" />}
        {example.isError && <LoadError message={example.error.message} onRetry={() => void example.refetch()} />}
        {example.data === null && <NoRoundYet>ยังไม่มีขอนที่จบแล้ว เมื่อจบขอนแรก ตัวอย่างจะแสดงที่นี่</NoRoundYet>}
        {example.data && <ShoeExample example={example.data} />}
      </Part>
      <Part title="ตรวจสอบเอง">
        <ShoeChecker key={shoe?.shoe_id ?? 'sample'} initial={initial} />
      </Part>
    </Section>
  );
}
