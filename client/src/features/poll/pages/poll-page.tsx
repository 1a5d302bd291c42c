/** Placeholder until this area is built. */
import { ComingSoon } from '../../../components/coming-soon/coming-soon.js';

export function PollPage() {
  return <ComingSoon title="โพลร่วมสนุก" />;
}
