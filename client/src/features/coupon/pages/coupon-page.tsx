/** Placeholder until this area is built. */
import { ComingSoon } from '../../../app/coming-soon.js';

export function CouponPage() {
  return <ComingSoon title="ใช้คูปอง" />;
}
