/** Placeholder until this area is built. */
import { ComingSoon } from '../../../components/coming-soon/coming-soon.js';

export function CashbackPage() {
  return <ComingSoon title="คืนยอดเล่นรายวัน" />;
}
