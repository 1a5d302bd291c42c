/** Placeholder until this area is built. */
import { ComingSoon } from '../../../app/coming-soon.js';

export function WheelPage() {
  return <ComingSoon title="กงล้อนำโชค" />;
}
