/**
 * The shoes that ended, newest first: what was committed, what was revealed,
 * whether the site's re-deal matched, and a check to run here. The formula
 * page lists a table's shoes with it, and so does the table in the game frame.
 */
import { Flex, Stack, Text } from '@chakra-ui/react';
import type { RevealedShoe } from '#shared/api/sooth.js';
import { formatThaiDateTime } from '#shared/dates.js';
import { CopyableCode } from '#client/components/copyable-code/copyable-code.js';
import { LabelledCode } from '#client/components/labelled-code/labelled-code.js';
import { ShoeVerify } from './shoe-verify.js';
import type { SurfaceTone } from './surface-tone.js';

const CARD_BG: Record<SurfaceTone, string> = { page: 'bg.raised', table: 'blackAlpha.400' };

export function RevealedShoes({ tableId, shoes, tone = 'page' }: { tableId: number; shoes: RevealedShoe[]; tone?: SurfaceTone }) {
  if (shoes.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="revealed-empty">
        ยังไม่มีขอนที่จบและเปิดเผยแล้ว
      </Text>
    );
  }
  return (
    <Stack as="ul" listStyleType="none" gap="2" minW="0">
      {shoes.map((shoe) => (
        <Stack as="li" key={shoe.shoe_id} gap="2" p="3" rounded="lg" bg={CARD_BG[tone]} fontSize="sm" minW="0" data-testid="revealed-shoe">
          <Flex justify="space-between" gap="2" wrap="wrap">
            <Text fontWeight="bold" wordBreak="break-all">
              ขอน {shoe.shoe_id} · <span style={{ fontVariantNumeric: 'tabular-nums' }}>{shoe.hands}</span> ตา
            </Text>
            <Text color="fg.muted">จบเมื่อ {formatThaiDateTime(shoe.ended_at)} น.</Text>
          </Flex>
          <CopyableCode label="ค่าผูกมัดที่ประกาศก่อนตาแรก" value={shoe.commitment} copyLabel="ค่าผูกมัด" />
          <LabelledCode label="เมล็ดสุ่ม (server seed)" value={shoe.server_seed} />
          <LabelledCode label="ค่าเกลือ (salt)" value={shoe.salt} />
          <Text fontWeight="bold" color={shoe.verified ? 'green.300' : 'fg.muted'} data-testid="revealed-verified">
            {shoe.verified ? 'ตรวจแล้ว ✓' : 'ยังไม่ได้ตรวจ'}
          </Text>
          <ShoeVerify tableId={tableId} shoe={shoe} />
        </Stack>
      ))}
    </Stack>
  );
}
