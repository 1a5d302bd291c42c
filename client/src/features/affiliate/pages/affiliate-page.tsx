/** Placeholder until this area is built. */
import { ComingSoon } from '../../../components/coming-soon/coming-soon.js';

export function AffiliatePage() {
  return <ComingSoon title="แนะนำเพื่อน" />;
}
