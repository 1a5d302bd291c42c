/** rule: a category's rules in Thai, written from its data so the text never disagrees with it. */
import type { RuleResponse } from '#shared/api/lotto/rounds.js';
import { BET_TYPE_INFO } from '#shared/api/lotto/rounds.js';
import { formatThbPlain } from '#shared/money.js';
import type { Ctx } from '../context.js';
import { fastRoundSeconds, requireCategory, type Category } from './categories.js';
import { limitsOf, rateToWire, ratesOf } from './rates.js';

const WEEKDAYS_TH = ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'];

const HOW_EACH_WINS: Record<keyof typeof BET_TYPE_INFO, string> = {
  '3top': 'ตรงกับเลข 3 ตัวบนทุกตัวและทุกตำแหน่ง',
  '3tod': 'ตัวเลขตรงกับเลข 3 ตัวบน สลับตำแหน่งได้',
  '3front': 'ตรงกับเลขหน้า 3 ตัวชุดใดชุดหนึ่ง',
  '3back': 'ตรงกับเลขท้าย 3 ตัวชุดใดชุดหนึ่ง',
  '2top': 'ตรงกับ 2 ตัวท้ายของเลข 3 ตัวบน',
  '2bottom': 'ตรงกับเลข 2 ตัวล่าง',
  runtop: 'มีเลขนี้อยู่ในเลข 3 ตัวบน',
  runbottom: 'มีเลขนี้อยู่ในเลข 2 ตัวล่าง',
};

function scheduleRule(ctx: Ctx, category: Category): string {
  const fast = fastRoundSeconds(ctx, category);
  if (fast !== undefined) return `ออกผลทุก ${fast} วินาที ตลอด 24 ชั่วโมง`;
  const s = category.schedule;
  switch (s.type) {
    case 'monthly':
      return `ออกผลทุกวันที่ ${s.days.join(' และ ')} ของเดือน ปิดรับแทงเวลา ${s.closes} น. ออกผลเวลา ${s.result} น.`;
    case 'weekly': {
      const days = s.weekdays.length === 7 ? 'ทุกวัน' : `ทุกวัน${s.weekdays.map((d) => WEEKDAYS_TH[d]).join(' ')}`;
      return `ออกผล${days} ปิดรับแทงเวลา ${s.closes} น. ออกผลเวลา ${s.result} น.`;
    }
    case 'yeekee':
      return `ออกผลทุก ${s.round_minutes} นาที วันละ ${s.rounds} รอบ ตั้งแต่ ${s.first_opens} น.`;
  }
}

export async function categoryRules(ctx: Ctx, categoryId: number): Promise<RuleResponse> {
  const category = await requireCategory(ctx.db, categoryId);
  const rates = await ratesOf(ctx.db, category.id);
  const limits = await limitsOf(ctx.db, category.id);
  const rules = [scheduleRule(ctx, category)];
  for (const betType of category.betTypes) {
    const rate = rates.get(betType);
    const limit = limits.get(betType);
    if (rate === undefined || !limit) continue;
    rules.push(
      `${BET_TYPE_INFO[betType].label}: ถูกเมื่อ${HOW_EACH_WINS[betType]} จ่ายบาทละ ${rateToWire(rate)} บาท ` +
        `(แทง ${formatThbPlain(limit.min_amount)}–${formatThbPlain(limit.max_amount)} บาทต่อรายการ)`,
    );
  }
  rules.push('เลขอั้นแสดงก่อนแทง: เลขปิดรับแทงไม่ได้ เลขจ่ายครึ่งจ่ายตามอัตราที่แสดงในโพย');
  if (category.kind === 'yeekee') {
    rules.push(
      'ผลยี่กี = (ผลรวมเลขที่ยิงทั้งหมด − เลขที่ยิงลำดับที่ 16 นับจากคนสุดท้าย + เลขของเจ้ามือ) หาร 100000 เอาเศษ เขียนเป็น 5 หลัก',
      '3 ตัวบนคือ 3 หลักสุดท้าย 2 ตัวล่างคือ 2 หลักก่อนหน้านั้น หากยิงไม่ถึง 16 ครั้ง เลขลำดับที่ 16 นับเป็น 0',
      'เลขของเจ้ามือมาจากเลขสุ่มที่ประกาศแฮช (SHA-256) ตั้งแต่เปิดรอบ และเปิดเผยพร้อมผล ตรวจสอบย้อนหลังได้ทุกรอบ',
      `ยิงเลขได้ 1 ครั้งทุก ${Math.ceil(ctx.settings.lotto.shotCooldownMs / 1000)} วินาที ผู้ยิงลำดับที่ 1 (คนสุดท้าย) รับ ` +
        `${formatThbPlain(ctx.settings.lotto.yeekeeRewards.first)} บาท ลำดับที่ 16 รับ ${formatThbPlain(ctx.settings.lotto.yeekeeRewards.sixteenth)} บาท`,
      'โพยหวยยี่กียกเลิกไม่ได้ ปิดรับแทงพร้อมปิดรับยิงเลข',
    );
  } else {
    const minutes = Math.round(ctx.settings.lotto.billCancelWindowMs / 60_000);
    rules.push(`ยกเลิกโพยได้จนถึง ${minutes} นาทีก่อนปิดรับแทง คืนเงินเต็มจำนวน`);
    if (ctx.settings.demo) rules.push('โหมดทดลอง: ผลออกจากเลขสุ่มที่ประกาศแฮชตั้งแต่เปิดรับแทง และเปิดเผยพร้อมผล');
  }
  rules.push('งวดที่ถูกยกเลิก คืนเงินทุกโพยเต็มจำนวน');
  return { category_id: category.id, rules };
}
