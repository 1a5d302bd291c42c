/** The member's downline at a chosen level, paged, names masked; a flagged sign-up says in Thai why it earns nothing. */
import { useState } from 'react';
import { Badge, Box, Button, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { AffiliateDownline } from '#shared/api/affiliate.js';
import { formatThaiDate } from '#shared/dates.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { Pager } from '#client/components/pager/pager.js';
import { thbText } from '#client/lib/money-text.js';
import { useAffiliateNetwork } from '../api/get-affiliate-network.js';
import { LEVEL_TH, LEVELS, type AffiliateLevel } from '../format.js';

export const FLAGGED_NOTE = 'ใช้บัญชีธนาคารหรือเบอร์โทรซ้ำกับผู้แนะนำในสาย จึงไม่คิดค่าคอม';

export function DownlineTable() {
  const [level, setLevel] = useState<AffiliateLevel>(1);
  const [page, setPage] = useState(1);
  const network = useAffiliateNetwork(level, page);
  const pages = network.data ? Math.max(1, Math.ceil(network.data.total / (network.data.page_size || 1))) : 1;
  return (
    <Stack gap="3">
      <HStack gap="2" role="group" aria-label="เลือกระดับ">
        {LEVELS.map((l) => (
          <Button
            key={l}
            size="sm"
            minH="11"
            flex="1"
            rounded="full"
            variant={l === level ? 'solid' : 'outline'}
            colorPalette={l === level ? 'brand' : 'accent'}
            aria-pressed={l === level}
            onClick={() => {
              setLevel(l);
              setPage(1);
            }}
          >
            {LEVEL_TH[l]}
          </Button>
        ))}
      </HStack>
      {network.isPending && <Skeleton h="32" rounded="lg" aria-label="กำลังโหลด" />}
      <QueryError query={network} />
      {network.data?.items.length === 0 && (
        <Text color="fg.muted" textAlign="center" py="6" data-testid="downline-empty">
          ยังไม่มีเพื่อนใน{LEVEL_TH[level]}
        </Text>
      )}
      {network.data && network.data.items.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2" opacity={network.isPlaceholderData ? 0.6 : 1}>
          {network.data.items.map((member, i) => (
            <DownlineRow key={`${member.name}-${member.registered_at}-${i}`} member={member} />
          ))}
        </Stack>
      )}
      {network.data && <Pager page={page} pages={pages} onPage={setPage} />}
    </Stack>
  );
}

function DownlineRow({ member }: { member: AffiliateDownline }) {
  return (
    <Box as="li" p="3" rounded="lg" bg="bg.surface" borderWidth="1px" borderColor={member.flagged ? 'orange.700' : 'border.subtle'} data-testid="downline-row">
      <Flex justify="space-between" align="center" gap="2">
        <Text fontWeight="bold" fontVariantNumeric="tabular-nums">
          {member.name}
        </Text>
        {member.flagged ? (
          <Badge colorPalette="orange">ไม่คิดค่าคอม</Badge>
        ) : (
          <Badge colorPalette={member.active ? 'green' : 'gray'}>{member.active ? 'เล่นอยู่' : 'ไม่ได้เล่น'}</Badge>
        )}
      </Flex>
      <Flex justify="space-between" gap="2" mt="1" fontSize="sm" color="fg.muted">
        <Text>สมัคร {formatThaiDate(member.registered_at)}</Text>
        <Text fontVariantNumeric="tabular-nums">ยอดเล่น 30 วัน {thbText(member.turnover_30d)}</Text>
      </Flex>
      {member.flagged && (
        <Text fontSize="sm" color="orange.300" mt="1" data-testid="flagged-note">
          {FLAGGED_NOTE}
        </Text>
      )}
    </Box>
  );
}
