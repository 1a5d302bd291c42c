/**
 * /member/promotions: the member's promotion (accepted and waiting for a
 * deposit, or active with its turnover running): status, bonus, turnover
 * progress and terms. Without one, a way to the list.
 */
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Badge, Box, Button, Flex, Heading, Image, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { MEMBER_PROMOTION_STATUS_TH, type ActivePromotion, type MemberPromotionStatus } from '#shared/api/promotion.js';
import { formatThaiDateTime } from '#shared/dates.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { useActivePromotion } from '../api/get-active-promotion.js';
import { promotionSummary, thbText } from '../format.js';

const PALETTE: Record<MemberPromotionStatus, string> = { accepted: 'blue', active: 'orange', completed: 'green', cancelled: 'gray' };

export function MemberPromotionsPage() {
  const active = useActivePromotion();
  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        โปรโมชั่นของฉัน
      </Heading>
      {active.isPending && <Skeleton h="64" rounded="xl" aria-label="กำลังโหลด" />}
      <QueryError query={active} />
      {active.data === null && (
        <Stack align="center" py="8" gap="3">
          <Text color="fg.muted">ยังไม่มีโปรโมชั่นที่รับไว้</Text>
          <Button asChild colorPalette="brand" minH="11">
            <RouterLink to="/promotions">ดูโปรโมชั่นทั้งหมด</RouterLink>
          </Button>
        </Stack>
      )}
      {active.data && <ActivePromotionCard active={active.data} />}
    </Stack>
  );
}

function ActivePromotionCard({ active }: { active: ActivePromotion }) {
  const { promotion } = active;
  const percent = active.turnover_required > 0 ? Math.min(100, Math.floor((active.turnover_done / active.turnover_required) * 100)) : 0;
  return (
    <Stack gap="4" p="4" rounded="xl" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" data-testid="active-promotion">
      {promotion.image && <Image src={promotion.image} alt={promotion.title} rounded="lg" w="full" objectFit="cover" />}
      <Flex justify="space-between" align="flex-start" gap="2">
        <Stack gap="0.5">
          <Text fontWeight="bold" fontSize="lg">
            {promotion.title}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            รับเมื่อ {formatThaiDateTime(active.accepted_at)} น.
          </Text>
        </Stack>
        <Badge colorPalette={PALETTE[active.status]} variant="solid" data-testid="member-promotion-status">
          {MEMBER_PROMOTION_STATUS_TH[active.status]}
        </Badge>
      </Flex>
      <Text fontSize="sm" color="brand.fg">
        {promotionSummary(promotion)}
      </Text>
      {active.status === 'accepted' && promotion.unavailable_reason ? (
        <Alert.Root status="warning" rounded="lg" data-testid="promotion-unavailable">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{promotion.unavailable_reason}</Alert.Title>
            <Alert.Description>ยอดฝากครั้งถัดไปจะไม่ได้รับโบนัสจากโปรโมชั่นนี้ เลือกโปรโมชั่นอื่นแทนได้ที่หน้าโปรโมชั่น</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : active.status === 'accepted' ? (
        <Stack gap="2">
          <Text>ฝากเงินขั้นต่ำ {thbText(promotion.min_deposit)} เพื่อรับโบนัส</Text>
          <Button asChild colorPalette="brand" minH="11">
            <RouterLink to="/member/deposit">ฝากเงิน</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Stack gap="2">
          <Flex justify="space-between" fontSize="sm">
            <Text color="fg.muted">ยอดฝาก</Text>
            <Text>{thbText(active.deposit)}</Text>
          </Flex>
          <Flex justify="space-between" fontSize="sm">
            <Text color="fg.muted">โบนัสที่ได้รับ</Text>
            <Text fontWeight="bold" data-testid="promotion-bonus">
              {thbText(active.bonus)}
            </Text>
          </Flex>
          <Box>
            <Flex justify="space-between" fontSize="sm" mb="1">
              <Text color="fg.muted">ยอดเทิร์น</Text>
              <Text data-testid="promotion-turnover">
                {thbText(active.turnover_done)} / {thbText(active.turnover_required)} ({percent}%)
              </Text>
            </Flex>
            <Progress.Root value={percent} colorPalette="brand" aria-label={`ทำยอดเทิร์นแล้ว ${percent}%`}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Box>
        </Stack>
      )}
      <Stack gap="1">
        <Text fontWeight="medium">เงื่อนไข</Text>
        <Stack as="ol" gap="1" ps="5" listStyleType="decimal" fontSize="sm">
          {promotion.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
