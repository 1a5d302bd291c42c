/** Placeholder until this area is built. */
import { ComingSoon } from '../../../app/coming-soon.js';

export function MemberPromotionsPage() {
  return <ComingSoon title="โปรโมชั่นของฉัน" />;
}
