/** Placeholder until this area is built. */
import { ComingSoon } from '../../../app/coming-soon.js';

export function MemberWinlossPage() {
  return <ComingSoon title="รับคืนยอดเสีย" />;
}
