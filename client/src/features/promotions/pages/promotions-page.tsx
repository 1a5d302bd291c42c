/** Placeholder until this area is built. */
import { ComingSoon } from '../../../app/coming-soon.js';

export function PromotionsPage() {
  return <ComingSoon title="โปรโมชั่น" />;
}
