/** The shoe checker: any seed, shoe id, salt and commitment; rebuilds the order and re-deals it here. */
import { useMemo, useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { dealShoe, shoeOrder, verifyShoe } from '#shared/games/baccarat/index.js';
import { CodeField } from '../components/code-field.js';
import { MatchLine } from '../components/match-line.js';

/** One Thai letter per hand, as the legend beside the row says. */
const LETTER = { player: 'ผ', banker: 'จ', tie: 'ส' } as const;

export function ShoeChecker({ initial }: { initial: { serverSeed: string; shoeId: string; salt: string; commitment: string } }) {
  const [serverSeed, setServerSeed] = useState(initial.serverSeed);
  const [shoeId, setShoeId] = useState(initial.shoeId);
  const [salt, setSalt] = useState(initial.salt);
  const [commitment, setCommitment] = useState(initial.commitment);
  const order = useMemo(() => shoeOrder(serverSeed, shoeId), [serverSeed, shoeId]);
  const hands = useMemo(() => dealShoe(order), [order]);
  return (
    <Stack gap="2" data-testid="shoe-checker">
      <CodeField label="server seed" value={serverSeed} onChange={setServerSeed} />
      <CodeField label="รหัสขอน (shoe id)" value={shoeId} onChange={setShoeId} />
      <CodeField label="salt" value={salt} onChange={setSalt} />
      <CodeField label="ค่ายืนยันลำดับไพ่ (commitment)" value={commitment} onChange={setCommitment} />
      {commitment && <MatchLine ok={verifyShoe(commitment, salt, order)} yes="ลำดับไพ่ตรงกับ commitment" no="ลำดับไพ่ไม่ตรงกับ commitment" />}
      <Text fontSize="sm" wordBreak="break-all" data-testid="shoe-checker-result">
        {hands.length} ตา (จ = เจ้ามือชนะ ผ = ผู้เล่นชนะ ส = เสมอ): {hands.map((hand) => LETTER[hand.winner]).join('')}
      </Text>
    </Stack>
  );
}
