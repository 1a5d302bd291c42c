/** Placeholder until this area is built. */
import { ComingSoon } from '../../../app/coming-soon.js';

export function PlayPage() {
  return <ComingSoon title="เล่นเกม" />;
}
