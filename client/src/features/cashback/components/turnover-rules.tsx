/** How turnover cashback works, with the rate in force today. */
import { bahtText } from '#client/lib/money-text.js';
import { rateText } from '../format.js';
import { RulesPanel } from './rules-panel.js';

export function TurnoverRules({ rate }: { rate: number }) {
  return (
    <RulesPanel
      id="turnover-rules"
      title="คืนยอดเล่นคืออะไร"
      lead={
        <>
          ทุกวันเราคืนเงิน <b data-testid="turnover-rate">{rateText(rate)}</b> ของยอดเล่นเมื่อวานให้คุณ ไม่ว่าจะได้หรือเสีย
        </>
      }
      rules={[
        'นับยอดเล่นทุกประเภท หวย หวยยี่กี และเกม (ไม่นับโพยที่ยกเลิก)',
        'ระบบคำนวณหลังเที่ยงคืนของทุกวันตามเวลาประเทศไทย',
        'โอนเข้ากระเป๋าหลักอัตโนมัติ ไม่ต้องกดรับ',
        'คำนวณเป็นสตางค์ ปัดเศษลง ยอดต่ำกว่า 0.01 บาทจะไม่ได้รับ',
      ]}
      example={`ตัวอย่าง: เมื่อวานเล่นรวม 10,000 บาท ได้คืน ${rateText(rate)} = ${bahtText(Math.floor(10_000 * rate) / 100)}`}
    />
  );
}
