/** Virtual football: the score and goal minutes from the match's committed seed, the latest finished match worked through, the checker. */
import { Skeleton } from '@chakra-ui/react';
import { QueryError } from '#client/components/load-error/query-error.js';
import { useFinishedMatch } from '../api/get-football-results.js';
import { NoRoundYet } from '../components/example-source.js';
import { Recipe, type RecipeStep } from '../components/recipe.js';
import { Part, Section } from '../components/section.js';
import { FootballChecker } from './football-checker.js';
import { FootballExample } from './football-example.js';
import { FOOTBALL_MARKETS } from './football-markets.js';
import { HMAC_DRAW, SAMPLE_SEEDS } from './hmac-recipe.js';

const FOOTBALL_FORMULA: readonly RecipeStep[] = [
  ...HMAC_DRAW,
  { say: 'u(m) คือเลขสุ่มในช่วง 0 ถึงน้อยกว่า 1 จากข้อความ m', code: ['u(m) = F(m, 2^52) / 2^52'] },
  {
    say: 'จำนวนประตูของฝั่ง s (home คือเจ้าบ้าน away คือทีมเยือน) ได้จากฟังก์ชัน G กับค่าเฉลี่ยประตู λ ของฝั่งนั้น สองฝั่งสุ่มแยกกันอย่างอิสระ คนละข้อความ คนละ λ ประตูของฝั่งหนึ่งไม่มีผลต่ออีกฝั่ง',
    code: ['goals_s = G(lambda_s, u("<match_id>:<s>"))'],
  },
  { say: 'นาทีของประตูที่ i (เริ่มนับ 0) ของฝั่ง s อยู่ระหว่างนาทีที่ 1 ถึง 90', code: ['minute_s,i = 1 + F("<match_id>:<s>:goal:<i>", 90)'] },
  {
    say:
      'G คือการแจกแจงปัวซง: P(k) คือโอกาสได้ k ประตู คำนวณด้วยทศนิยมแบบ IEEE-754 double บวกสะสมจาก k = 0 ขึ้นไป ผลคือ k ที่น้อยที่สุดซึ่ง u น้อยกว่าผลรวมสะสม ประตูสูงสุดคือ K ซึ่งเป็น k ที่น้อยที่สุดที่ไม่น้อยกว่า λ และส่วนที่เหลือเล็กกว่า 1e-12 โอกาสที่เหลือทั้งหมดรวมไว้ที่ P(K)',
    code: [
      'P(0) = e^(-lambda)',
      'P(k) = P(k-1) * lambda / k',
      'K    = min { k >= lambda : P(k+1) * (k+2) / (k+2-lambda) < 1e-12 }',
      'P(K) = 1 - (P(0) + ... + P(K-1))',
      'G(lambda, u) = min { k <= K : u < P(0) + ... + P(k) }',
    ],
  },
  { say: 'ประตูเรียงตามนาที ถ้าอยู่นาทีเดียวกันให้ประตูของเจ้าบ้านมาก่อน' },
  ...FOOTBALL_MARKETS,
];

export function FootballSection() {
  const match = useFinishedMatch();
  const data = match.data;
  const initial = data
    ? { serverSeed: data.server_seed, commitment: data.commitment, matchId: data.match_id, home: data.means.home, away: data.means.away }
    : { serverSeed: SAMPLE_SEEDS.server, commitment: '', matchId: 'example-match', home: 1.45, away: 1.1 };
  return (
    <Section id="football" title="ฟุตบอลเสมือนจริง">
      <Recipe
        intro="ทุกคู่ประกาศค่าแฮชของ server seed และค่าเฉลี่ยประตู (λ) ของแต่ละฝั่งพร้อมราคา ก่อนเปิดรับแทง สกอร์และนาทีของทุกประตูคำนวณจาก seed, match id และ λ ภาพการแข่งขันเป็นเพียงการเล่นผลนี้ซ้ำ seed เปิดเผยเมื่อจบเกม"
        steps={FOOTBALL_FORMULA}
      />
      <Part title="ตัวอย่างจากคู่ที่จบแล้วล่าสุด" testId="football-worked">
        {match.isPending && <Skeleton h="32" rounded="lg" aria-label="กำลังโหลด" />}
        <QueryError query={match} />
        {data === null && <NoRoundYet>ยังไม่มีคู่ที่แข่งจบ เมื่อจบคู่แรก ตัวอย่างจะแสดงที่นี่</NoRoundYet>}
        {data && <FootballExample match={data} />}
      </Part>
      <Part title="ตรวจสอบเอง">
        <FootballChecker key={data?.match_id ?? 'sample'} initial={initial} />
      </Part>
    </Section>
  );
}
