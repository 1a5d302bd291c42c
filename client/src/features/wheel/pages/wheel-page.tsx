/** Placeholder until this area is built. */
import { ComingSoon } from '../../../components/coming-soon/coming-soon.js';

export function WheelPage() {
  return <ComingSoon title="กงล้อนำโชค" />;
}
