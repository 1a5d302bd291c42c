/**
 * How football's prices and bets follow from the drawn score, as the games
 * server does them: the odds from the true probabilities with the 5 % margin
 * (games/src/football/odds.ts, MARGIN), the probabilities summed over the
 * same capped goal distribution the draw uses with the sides independent
 * (model.ts trueProbabilities), and over/under 2.5 settled on the total
 * (settle.ts selectionWins). Thai steps, formulas in code type.
 */
import type { RecipeStep } from '../components/recipe.js';

export const FOOTBALL_MARKETS: readonly RecipeStep[] = [
  {
    say:
      'โอกาสจริง p ของแต่ละตัวเลือกคิดจากการแจกแจง G ชุดเดียวกับที่ใช้สุ่มประตู (ถึง K ประตู) เพราะสองฝั่งสุ่มแยกกัน โอกาสของสกอร์ h – a จึงเท่ากับ P_home(h) × P_away(a) แล้วรวมทุกสกอร์ที่ตัวเลือกนั้นชนะ',
    code: [
      'p(home)  = SUM P_home(h) * P_away(a)    h > a',
      'p(draw)  = SUM P_home(h) * P_away(a)    h = a',
      'p(away)  = SUM P_home(h) * P_away(a)    h < a',
      'p(over)  = SUM P_home(h) * P_away(a)    h + a >= 3',
      'p(under) = SUM P_home(h) * P_away(a)    h + a <= 2',
    ],
  },
  {
    say:
      'ราคา = 1 ÷ (p × 1.05) คือหักส่วนต่าง 5% จากราคาที่ยุติธรรม แล้วปัดลงให้เหลือทศนิยม 2 ตำแหน่ง ราคาที่ประกาศจึงไม่เคยสูงกว่าสูตร (คำนวณด้วยทศนิยมแบบ double ถ้าการคูณ 100 ปัดขึ้นจนเกินสูตร ให้ลดลง 0.01) คู่ที่มีราคาใดต่ำกว่า 1.01 จะไม่เปิดรับแทง',
    code: ['x    = 1 / (p * 1.05)', 'odds = floor(x * 100) / 100'],
  },
  {
    say:
      'สูง/ต่ำใช้เส้น 2.5 ประตู นับประตูรวมของสองทีมเมื่อจบ 90 นาที สูงชนะเมื่อรวม 3 ประตูขึ้นไป ต่ำชนะเมื่อรวม 0 ถึง 2 ประตู ประตูรวมเป็นจำนวนเต็มจึงไม่มีทางเท่ากับเส้นพอดี ไม่มีกรณีคืนเงิน',
    code: ['over  = home + away > 2.5', 'under = home + away < 2.5'],
  },
];
