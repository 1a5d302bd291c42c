/** Placeholder until this area is built. */
import { ComingSoon } from '../../../components/coming-soon/coming-soon.js';

export function QuestsPage() {
  return <ComingSoon title="ภารกิจรับเครดิตฟรี" />;
}
