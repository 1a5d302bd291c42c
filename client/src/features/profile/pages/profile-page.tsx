/** Placeholder until this area is built. */
import { ComingSoon } from '../../../app/coming-soon.js';

export function ProfilePage() {
  return <ComingSoon title="โปรไฟล์" />;
}
