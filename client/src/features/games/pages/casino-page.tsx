/** Placeholder until this area is built. */
import { ComingSoon } from '../../../components/coming-soon/coming-soon.js';

export function CasinoPage() {
  return <ComingSoon title="คาสิโน" />;
}
