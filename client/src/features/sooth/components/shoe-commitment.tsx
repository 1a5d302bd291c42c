/** The shoe's whole commitment, published before its first hand so the order cannot change afterwards; copyable to check it after the reveal. */
import { CopyableCode } from '#client/components/copyable-code/copyable-code.js';

export function ShoeCommitment({ shoeId, commitment }: { shoeId: string; commitment: string }) {
  return <CopyableCode label={`ขอน ${shoeId} · ค่าผูกมัด (SHA-256) ประกาศก่อนแจกตาแรก`} value={commitment} copyLabel="ค่าผูกมัด" testId="shoe-commitment" />;
}
