/** Placeholder until this area is built. */
import { ComingSoon } from '../../../app/coming-soon.js';

export function CasinoPage() {
  return <ComingSoon title="คาสิโน" />;
}
