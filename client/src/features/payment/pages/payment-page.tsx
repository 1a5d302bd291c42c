/** Placeholder until this area is built. */
import { ComingSoon } from '../../../app/coming-soon.js';

export function PaymentPage() {
  return <ComingSoon title="ชำระเงินผ่านคิวอาร์โค้ด" />;
}
