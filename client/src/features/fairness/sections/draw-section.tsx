/** Demo draws of scheduled lotteries: digits from the seed committed when the round opened, a real round worked through, the checker. */
import { Skeleton } from '@chakra-ui/react';
import { QueryError } from '#client/components/load-error/query-error.js';
import { useSeededRound } from '../api/get-seeded-round.js';
import { NoRoundYet } from '../components/example-source.js';
import { Recipe } from '../components/recipe.js';
import { Part, Section } from '../components/section.js';
import { DrawChecker } from './draw-checker.js';
import { DrawExample } from './draw-example.js';
import { DRAW_FORMULA } from './lotto-recipes.js';

export function DrawSection() {
  const example = useSeededRound('draw');
  const round = example.data?.round;
  const initial = round
    ? { seed: round.seed, hash: round.seed_hash, kind: example.data?.category.kind === 'thai' ? ('thai' as const) : ('standard' as const) }
    : { seed: 'example-seed', hash: '', kind: 'standard' as const };
  return (
    <Section id="draws" title="ผลหวยที่ออกจาก seed (โหมดสาธิต)">
      <Recipe
        intro="งวดที่ไม่มีแหล่งผลจริงและเว็บออกผลเอง (โหมดสาธิต) ผลมาจาก seed ที่เผยแพร่ค่าแฮช SHA-256 ไว้ตั้งแต่เปิดงวด และเปิดเผย seed พร้อมผล งวดที่เอเย่นต์กรอกผลจากผลออกจริงไม่มี seed"
        steps={DRAW_FORMULA}
      />
      <Part title="ตัวอย่างจากงวดจริงล่าสุด" testId="draw-worked">
        {example.isPending && <Skeleton h="32" rounded="lg" aria-label="กำลังโหลด" />}
        <QueryError query={example} />
        {example.data === null && <NoRoundYet>ยังไม่มีงวดที่ออกผลจาก seed เมื่อมีงวดแรกออกผล ตัวอย่างจะแสดงที่นี่</NoRoundYet>}
        {example.data && <DrawExample example={example.data} />}
      </Part>
      <Part title="ตรวจสอบเอง">
        <DrawChecker key={round?.round_id ?? 'sample'} initial={initial} />
      </Part>
    </Section>
  );
}
