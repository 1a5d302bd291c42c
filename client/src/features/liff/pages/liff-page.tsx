/** Placeholder until this area is built. */
import { ComingSoon } from '../../../app/coming-soon.js';

export function LiffPage() {
  return <ComingSoon title="บริการผ่านไลน์" />;
}
