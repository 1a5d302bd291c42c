/** Placeholder until this area is built. */
import { ComingSoon } from '../../../components/coming-soon/coming-soon.js';

export function FreespinPage() {
  return <ComingSoon title="ฟรีสปิน" />;
}
