/** Placeholder until this area is built. */
import { ComingSoon } from '../../../app/coming-soon.js';

export function StatementPage() {
  return <ComingSoon title="รายการเดินบัญชี" />;
}
