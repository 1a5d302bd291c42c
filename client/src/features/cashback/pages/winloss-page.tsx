/** Placeholder until this area is built. */
import { ComingSoon } from '../../../components/coming-soon/coming-soon.js';

export function WinlossPage() {
  return <ComingSoon title="คืนยอดเสีย" />;
}
