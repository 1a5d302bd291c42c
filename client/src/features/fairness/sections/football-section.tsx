/** Virtual football: the score and goal minutes from the match's committed seed, the latest finished match worked through, the checker. */
import { Skeleton } from '@chakra-ui/react';
import { FormulaExplainer } from '../../../components/formula-explainer/formula-explainer.js';
import { LoadError } from '../../../components/load-error/load-error.js';
import { useFinishedMatch } from '../api/get-football-results.js';
import { NoRoundYet } from '../components/example-source.js';
import { Part, Section } from '../components/section.js';
import { FootballChecker } from './football-checker.js';
import { FootballExample } from './football-example.js';
import { HMAC_DRAW, SAMPLE_SEEDS } from './hmac-recipe.js';

const FOOTBALL_FORMULA = [
  ...HMAC_DRAW,
  'u(m) = F(m, 2^52) / 2^52     (in [0, 1))',
  'goals of side s (home | away) =',
  '  G(lambda_s, u("<match id>:<s>"))',
  'minute of goal i (from 0) of side s =',
  '  1 + F("<match id>:<s>:goal:<i>", 90)',
  'G(lambda, u) = the smallest k with',
  '  u < P(0) + ... + P(k), else K',
  '  P(0) = e^(-lambda)',
  '  P(k) = P(k-1) * lambda / k',
  '  (IEEE-754 doubles, summed from k = 0)',
  '  K = the smallest k >= lambda with',
  '      P(k+1)*(k+2)/(k+2-lambda) < 1e-12',
  '  P(K) = 1 - (P(0) + ... + P(K-1))',
  'goals listed by minute, home first',
  'within a minute',
];

export function FootballSection() {
  const match = useFinishedMatch();
  const data = match.data;
  const initial = data
    ? { serverSeed: data.server_seed, commitment: data.commitment, matchId: data.match_id, home: data.means.home, away: data.means.away }
    : { serverSeed: SAMPLE_SEEDS.server, commitment: '', matchId: 'example-match', home: 1.45, away: 1.1 };
  return (
    <Section id="football" title="ฟุตบอลเสมือนจริง">
      <FormulaExplainer
        intro="ทุกคู่ประกาศค่าแฮชของ server seed และค่าเฉลี่ยประตู (λ) ของแต่ละฝั่งพร้อมราคา ก่อนเปิดรับแทง สกอร์และนาทีของทุกประตูคำนวณจาก seed, match id และ λ ภาพการแข่งขันเป็นเพียงการเล่นผลนี้ซ้ำ seed เปิดเผยเมื่อจบเกม"
        formula={FOOTBALL_FORMULA}
      />
      <Part title="ตัวอย่างจากคู่ที่จบแล้วล่าสุด" testId="football-worked">
        {match.isPending && <Skeleton h="32" rounded="lg" aria-label="กำลังโหลด" />}
        {match.isError && <LoadError message={match.error.message} onRetry={() => void match.refetch()} />}
        {data === null && <NoRoundYet>ยังไม่มีคู่ที่แข่งจบ เมื่อจบคู่แรก ตัวอย่างจะแสดงที่นี่</NoRoundYet>}
        {data && <FootballExample match={data} />}
      </Part>
      <Part title="ตรวจสอบเอง">
        <FootballChecker key={data?.match_id ?? 'sample'} initial={initial} />
      </Part>
    </Section>
  );
}
