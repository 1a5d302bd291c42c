/** The shoes that ended, newest first: what was committed, what was revealed, and whether the site's re-deal matched. */
import { Flex, Stack, Text } from '@chakra-ui/react';
import type { RevealedShoe } from '@shared/api/sooth.js';
import { formatThaiDateTime } from '@shared/dates.js';
import { LabelledCode } from '../../../components/labelled-code/labelled-code.js';

export function RevealedShoes({ shoes }: { shoes: RevealedShoe[] }) {
  if (shoes.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="revealed-empty">
        ยังไม่มีขอนที่จบและเปิดเผยแล้ว
      </Text>
    );
  }
  return (
    <Stack as="ul" listStyleType="none" gap="2">
      {shoes.map((shoe) => (
        <Stack as="li" key={shoe.shoe_id} gap="2" p="3" rounded="lg" bg="bg.raised" fontSize="sm" data-testid="revealed-shoe">
          <Flex justify="space-between" gap="2" wrap="wrap">
            <Text fontWeight="bold">
              ขอน {shoe.shoe_id} · <span style={{ fontVariantNumeric: 'tabular-nums' }}>{shoe.hands}</span> ตา
            </Text>
            <Text color="fg.muted">จบเมื่อ {formatThaiDateTime(shoe.ended_at)} น.</Text>
          </Flex>
          <LabelledCode label="ค่าผูกมัดที่ประกาศก่อนตาแรก" value={shoe.commitment} />
          <LabelledCode label="เมล็ดสุ่ม (server seed)" value={shoe.server_seed} />
          <LabelledCode label="ค่าเกลือ (salt)" value={shoe.salt} />
          <Text fontWeight="bold" color={shoe.verified ? 'green.300' : 'fg.muted'} data-testid="revealed-verified">
            {shoe.verified ? 'ตรวจแล้ว ✓' : 'ยังไม่ได้ตรวจ'}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
