/**
 * A baccarat shoe that ended, worked through: the first swap of the shuffle,
 * the order it gives, the commitment published before its first hand, the
 * burn and the first hand, all recomputed here with shared/games/baccarat.
 */
import { useMemo } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { burnCount, dealShoe, firstHandPosition, SHOE_SIZE, shoeCommitment, shoeOrder, verifyShoe } from '#shared/games/baccarat/index.js';
import { CommitmentLogLink } from '#client/components/commitment-log-link/commitment-log-link.js';
import { LabelledCode } from '#client/components/labelled-code/labelled-code.js';
import type { ShoeExample as Example } from '../api/get-revealed-shoe.js';
import { ExampleSourceNote } from '../components/example-source.js';
import { FractionSteps } from '../components/fraction-steps.js';
import { MatchLine } from '../components/match-line.js';
import { fractionStep } from '../derive/fraction.js';

const WINNER_TH = { player: 'ผู้เล่นชนะ', banker: 'เจ้ามือชนะ', tie: 'เสมอ' } as const;

export function ShoeExample({ example }: { example: Example }) {
  const { shoe } = example;
  const order = useMemo(() => shoeOrder(shoe.server_seed, shoe.shoe_id), [shoe.server_seed, shoe.shoe_id]);
  const hands = useMemo(() => dealShoe(order), [order]);
  const first = fractionStep(shoe.server_seed, `${shoe.shoe_id}:${SHOE_SIZE - 1}`, SHOE_SIZE);
  const hashed = `${shoe.salt}:${order.join(',')}`;
  const hand = hands[0];
  return (
    <Stack gap="2" data-testid="shoe-example">
      <ExampleSourceNote source="real">{`${example.table_name} ขอน ${shoe.shoe_id}`}</ExampleSourceNote>
      <LabelledCode label="ค่ายืนยันลำดับไพ่ที่เผยแพร่ก่อนตาแรก (commitment)" value={shoe.commitment} />
      <LabelledCode label="server seed ที่เปิดเผยเมื่อจบขอน" value={shoe.server_seed} />
      <CommitmentLogLink seq={shoe.log_seq} />
      <LabelledCode label="salt ที่เปิดเผย" value={shoe.salt} />
      <Text fontSize="sm" fontWeight="bold">
        สับไพ่ขั้นแรก (i = 415): สลับไพ่ตำแหน่ง 415 กับตำแหน่ง j
      </Text>
      <FractionSteps step={first} outcomeLabel="j" />
      <LabelledCode label="ลำดับไพ่หลังสับครบ 20 ใบแรก" value={order.slice(0, 20).join(',')} />
      <LabelledCode label={`ข้อความที่นำไปแฮช (${hashed.length} ตัวอักษร) ขึ้นต้นด้วย`} value={`${hashed.slice(0, 80)}…`} />
      <LabelledCode label="SHA-256 ของข้อความนั้น คำนวณในเครื่องนี้" value={shoeCommitment(shoe.salt, order)} />
      <MatchLine ok={verifyShoe(shoe.commitment, shoe.salt, order)} yes="ตรงกับ commitment ที่เผยแพร่ก่อนเล่น" no="ไม่ตรงกับ commitment ที่เผยแพร่" testId="shoe-match" />
      <Text fontSize="sm">
        ใบแรก {order[0]} เปิดหงาย ทิ้งไพ่อีก {order[0] ? burnCount(order[0]) : 0} ใบ ตาแรกเริ่มที่ตำแหน่ง {firstHandPosition(order)}
      </Text>
      {hand && (
        <Text fontSize="sm" data-testid="shoe-first-hand">
          ตาแรก: ผู้เล่น {hand.playerCards.join(' ')} = {hand.playerTotal} · เจ้ามือ {hand.bankerCards.join(' ')} = {hand.bankerTotal} · {WINNER_TH[hand.winner]}
        </Text>
      )}
      <Text fontSize="sm">
        แจกซ้ำได้ {hands.length} ตา · ขอนนี้เล่นไป {shoe.hands} ตา
      </Text>
      <MatchLine ok={hands.length === shoe.hands} yes="จำนวนตาตรงกัน" no="จำนวนตาไม่ตรงกัน" />
    </Stack>
  );
}
