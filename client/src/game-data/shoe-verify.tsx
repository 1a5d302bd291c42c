/**
 * "ตรวจสอบขอนนี้": one revealed shoe checked in this browser (verify-shoe.ts).
 * It asks the site for the shoe's order and hands only when the member starts
 * it, rebuilds the order from the revealed seed, shows the hash it computes
 * beside the commitment published before the first hand, and lists every hand
 * with its cards in dealing order and whether re-dealing gives it. The
 * formula page's revealed shoes and the table in the game frame both use it.
 */
import { useMemo, useState } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { LuShieldCheck } from 'react-icons/lu';
import type { RevealedShoe } from '#shared/api/sooth.js';
import { CopyableCode } from '#client/components/copyable-code/copyable-code.js';
import { LabelledCode } from '#client/components/labelled-code/labelled-code.js';
import { VerdictBanner } from '#client/components/verdict-banner/verdict-banner.js';
import { WINNER_TH } from './baccarat-phase.js';
import { cardText } from './card-text.js';
import { useSoothShoe } from './get-sooth-shoe.js';
import { checkShoe, type HandCheck } from './verify-shoe.js';
import { QueryError } from '#client/components/load-error/query-error.js';

export function ShoeVerify({ tableId, shoe }: { tableId: number; shoe: RevealedShoe }) {
  const [started, setStarted] = useState(false);
  const full = useSoothShoe(tableId, shoe.shoe_id, started);
  const verdict = useMemo(() => (full.data ? checkShoe(full.data, shoe.commitment) : null), [full.data, shoe.commitment]);

  if (!started) {
    return (
      <Button variant="outline" colorPalette="brand" minH="11" onClick={() => setStarted(true)}>
        <LuShieldCheck aria-hidden /> ตรวจสอบขอนนี้ในเครื่องนี้
      </Button>
    );
  }
  return (
    <Stack gap="2" data-testid="shoe-verify">
      {full.isPending && <Text color="fg.muted">กำลังโหลดลำดับไพ่และไพ่ทุกตา…</Text>}
      <QueryError query={full} />
      {full.data && verdict && (
        <>
          <LabelledCode label="SHA-256 ของ salt:ลำดับไพ่ที่สร้างจาก seed คำนวณในเครื่องนี้" value={verdict.computedHash} />
          <Mark ok={verdict.hashOk} testId="shoe-hash-check">
            {verdict.hashOk ? 'ตรงกับค่าผูกมัดที่ประกาศก่อนตาแรก' : 'ไม่ตรงกับค่าผูกมัดที่ประกาศก่อนตาแรก'}
          </Mark>
          <Mark ok={verdict.orderOk} testId="shoe-order-check">
            {verdict.orderOk ? 'ลำดับไพ่ที่เว็บเผยแพร่ตรงกับที่สร้างจาก seed' : 'ลำดับไพ่ที่เว็บเผยแพร่ไม่ตรงกับที่สร้างจาก seed'}
          </Mark>
          <CopyableCode label={`ลำดับไพ่ทั้งขอน ${full.data.cards.length} ใบ (ใบแรกคือไพ่เปิดเผา)`} value={full.data.cards.join(',')} copyLabel="ลำดับไพ่" testId="shoe-order" />
          <Text fontWeight="bold" fontSize="sm">
            ไพ่ทุกตา ตามลำดับที่แจก (ผู้เล่น เจ้ามือ ผู้เล่น เจ้ามือ แล้วใบที่สามถ้าจั่ว)
          </Text>
          <Stack as="ol" listStyleType="none" gap="1" maxH="80" overflowY="auto" rounded="md" bg="bg.surface" p="2" aria-label="ไพ่ทุกตาของขอนนี้">
            {verdict.hands.map((check) => (
              <HandRow key={check.hand.hand_no} check={check} />
            ))}
          </Stack>
          <VerdictBanner ok={verdict.ok} testId="shoe-verdict">
            {verdict.ok
              ? `✓ ตรวจแล้วในเครื่องนี้ ลำดับไพ่ตรงกับค่าผูกมัด และไพ่ทั้ง ${verdict.hands.length} ตาตรงกับผลที่บันทึก`
              : `✗ ไม่ตรงกัน${verdict.hashOk ? '' : ' ค่าผูกมัด'}${verdict.orderOk ? '' : ' ลำดับไพ่'}${verdict.hands.some((check) => !check.ok) ? ` ${verdict.hands.filter((check) => !check.ok).length} ตา` : ''}`}
          </VerdictBanner>
        </>
      )}
    </Stack>
  );
}

function HandRow({ check }: { check: HandCheck }) {
  const { hand, ok } = check;
  const result = hand.winner === 'tie' ? 'เสมอ' : `${WINNER_TH[hand.winner]}ชนะ`;
  const pairs = [hand.player_pair && 'คู่ผู้เล่น', hand.banker_pair && 'คู่เจ้ามือ'].filter(Boolean).join(' ');
  return (
    <Flex as="li" gap="2" align="baseline" wrap="wrap" fontSize="sm" py="1" borderBottomWidth="1px" borderColor="border.subtle" data-testid="shoe-hand">
      <Text fontWeight="bold" fontVariantNumeric="tabular-nums" minW="12">
        ตา {hand.hand_no}
      </Text>
      <Side label="ผู้เล่น" cards={hand.player_cards} total={hand.player_total} />
      <Side label="เจ้ามือ" cards={hand.banker_cards} total={hand.banker_total} />
      <Text>
        {result}
        {pairs && ` · ${pairs}`}
      </Text>
      <Text fontWeight="bold" color={ok ? 'green.300' : 'red.300'} aria-label={ok ? 'แจกซ้ำได้ตรงกัน' : 'แจกซ้ำได้ไม่ตรงกัน'} ms="auto">
        {ok ? '✓' : '✗'}
      </Text>
    </Flex>
  );
}

function Side({ label, cards, total }: { label: string; cards: readonly string[]; total: number }) {
  return (
    <Text fontVariantNumeric="tabular-nums">
      <Text as="span" color="fg.muted">
        {label}{' '}
      </Text>
      {cards.map((card, i) => {
        const { text, red } = cardText(card);
        return (
          <Text as="span" key={i} color={red ? 'red.300' : 'fg.default'} fontWeight="bold" me="1">
            {text}
          </Text>
        );
      })}
      = {total}
    </Text>
  );
}

function Mark({ ok, testId, children }: { ok: boolean; testId: string; children: string }) {
  return (
    <Text fontWeight="bold" fontSize="sm" color={ok ? 'green.300' : 'red.300'} data-testid={testId}>
      {ok ? '✓' : '✗'} {children}
    </Text>
  );
}
