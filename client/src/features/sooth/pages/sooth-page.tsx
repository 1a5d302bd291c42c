/** Placeholder until this area is built. */
import { ComingSoon } from '../../../app/coming-soon.js';

export function SoothPage() {
  return <ComingSoon title="สูตรบาคาร่า" />;
}
