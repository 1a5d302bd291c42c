/** Placeholder until this area is built. */
import { ComingSoon } from '../../../app/coming-soon.js';

export function SlotPage() {
  return <ComingSoon title="สล็อต" />;
}
