/** Yeekee: the formula, the house number from the revealed seed, the latest finished round worked through, and the checker. */
import { Skeleton, Text } from '@chakra-ui/react';
import { QueryError } from '#client/components/load-error/query-error.js';
import { useRoundShots } from '../api/get-round-shots.js';
import { useSeededRound } from '../api/get-seeded-round.js';
import { NoRoundYet } from '../components/example-source.js';
import { Recipe } from '../components/recipe.js';
import { Part, Section } from '../components/section.js';
import { YeekeeChecker } from './yeekee-checker.js';
import { YeekeeExample } from './yeekee-example.js';
import { YeekeeLimits } from './yeekee-limits.js';
import { YEEKEE_FORMULA } from './lotto-recipes.js';

const SAMPLE = { seed: 'example-seed', hash: '', shots: '12345\n67890\n00042' };

export function YeekeeSection() {
  const example = useSeededRound('yeekee');
  const shots = useRoundShots(example.data?.round.round_id);
  const round = example.data?.round;
  // A round nobody shot into works nothing through. It is only ever chosen when no round today
  // with shots has resulted (get-seeded-round.ts), so that is what the example says instead.
  const shotRound = round && shots.data && shots.data.length > 0 ? { round, shots: shots.data } : undefined;
  // The checker starts from the worked example once it has loaded, else from a sample.
  const initial = shotRound ? { seed: shotRound.round.seed, hash: shotRound.round.seed_hash, shots: shotRound.shots.map((shot) => shot.number).join('\n') } : SAMPLE;
  return (
    <Section id="yeekee" title="หวยยี่กี">
      <Recipe
        intro="ผลยี่กีมาจากผลรวมเลขที่สมาชิกยิงทั้งหมด ลบเลขลำดับที่ 16 นับจากท้าย บวกเลขเจ้ามือ เลขเจ้ามือมาจาก seed ที่เผยแพร่ค่าแฮช SHA-256 ไว้ตั้งแต่เปิดรอบ (แฮชครอบคลุมเฉพาะไบต์ UTF-8 ของ seed เท่านั้น) และเปิดเผย seed พร้อมผล สมาชิกที่ยิงคนสุดท้ายจึงกำหนดผลไม่ได้ และเว็บก็เปลี่ยนเลขเจ้ามือไม่ได้ (อ่านสิ่งที่ยังพิสูจน์ไม่ได้ด้านล่าง)"
        steps={YEEKEE_FORMULA}
      />
      <Part title="ตัวอย่างจากรอบจริงล่าสุด" testId="yeekee-worked">
        {(example.isPending || (example.data && shots.isPending)) && <Skeleton h="40" rounded="lg" aria-label="กำลังโหลด" />}
        <QueryError query={example} />
        <QueryError query={shots} />
        {example.data === null && <NoRoundYet>ยังไม่มีรอบยี่กีที่ออกผลแล้ว เมื่อมีรอบแรกออกผล ตัวอย่างจะแสดงที่นี่</NoRoundYet>}
        {shots.data?.length === 0 && <NoRoundYet>วันนี้ยังไม่มีรอบยี่กีที่มีคนยิงเลขและออกผลแล้ว เมื่อมีรอบแรกออกผล ตัวอย่างจะแสดงที่นี่</NoRoundYet>}
        {example.data && shotRound && <YeekeeExample example={example.data} shots={shotRound.shots} />}
      </Part>
      <Part title="ตรวจสอบเอง">
        <Text fontSize="sm" color="fg.muted">
          แก้ค่าใดก็ได้ ระบบคำนวณใหม่ในเครื่องนี้ทันที
        </Text>
        <YeekeeChecker key={shotRound?.round.round_id ?? 'sample'} initial={initial} />
      </Part>
      <YeekeeLimits />
    </Section>
  );
}
