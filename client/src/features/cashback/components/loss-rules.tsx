/** How the loss refund works: the rate, the minimum loss, the most a day refunds and until when it can be claimed. */
import type { CashbackRates } from '#shared/api/cashback.js';
import { bahtText } from '#client/lib/money-text.js';
import { rateText } from '../format.js';
import { RulesPanel } from './rules-panel.js';

export function LossRules({ rates }: { rates: CashbackRates }) {
  const example = 2_000;
  const exampleRefund = Math.min(Math.floor(example * rates.loss_rate) / 100, rates.max_refund);
  return (
    <RulesPanel
      id="loss-rules"
      data-testid="loss-rules"
      title="คืนยอดเสียทำงานอย่างไร"
      lead={
        <>
          เสียเมื่อวาน รับคืน <b data-testid="loss-rate">{rateText(rates.loss_rate)}</b> ของยอดเสียสุทธิ สูงสุดวันละ <b data-testid="loss-max">{bahtText(rates.max_refund)}</b>
        </>
      }
      rules={[
        'ยอดเสียสุทธิ = ยอดเล่นรวมทุกประเภท (หวย หวยยี่กี เกม) − ยอดชนะ ของวันนั้น',
        `ยอดเสียสุทธิต้องไม่น้อยกว่า ${bahtText(rates.min_loss)} จึงจะได้รับเงินคืน`,
        'ระบบคำนวณหลังเที่ยงคืนตามเวลาประเทศไทย แล้วคุณกดรับเองที่หน้ารับคืนยอดเสีย',
        'กดรับได้จนถึงเวลา 23:59 น. ของวันถัดจากวันที่เสีย หากไม่กดรับถือว่าสละสิทธิ์',
        'เงินคืนเข้ากระเป๋าหลัก',
      ]}
      example={`ตัวอย่าง: เมื่อวานเล่น 5,000 บาท ชนะ 3,000 บาท ยอดเสียสุทธิ 2,000 บาท ได้คืน ${rateText(rates.loss_rate)} = ${bahtText(exampleRefund)}`}
    />
  );
}
