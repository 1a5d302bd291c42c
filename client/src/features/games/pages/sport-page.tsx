/** Placeholder until this area is built. */
import { ComingSoon } from '../../../components/coming-soon/coming-soon.js';

export function SportPage() {
  return <ComingSoon title="กีฬา" />;
}
