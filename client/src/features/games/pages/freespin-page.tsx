/** Placeholder until this area is built. */
import { ComingSoon } from '../../../app/coming-soon.js';

export function FreespinPage() {
  return <ComingSoon title="ฟรีสปิน" />;
}
