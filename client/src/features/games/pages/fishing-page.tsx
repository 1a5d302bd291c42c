/** Placeholder until this area is built. */
import { ComingSoon } from '../../../app/coming-soon.js';

export function FishingPage() {
  return <ComingSoon title="ยิงปลา" />;
}
