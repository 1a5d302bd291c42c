/**
 * /promotions (public): the agent's promotions; a card opens the promotion
 * modal (image, terms, accept). A visitor is sent to log in to accept.
 */
import { Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { usePromotionModal } from '#client/lib/ui-state.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { useActivePromotion } from '../api/get-active-promotion.js';
import { usePromotions } from '../api/get-promotions.js';
import { PromotionCard } from '../components/promotion-card.js';
import { PromotionDialog } from '../components/promotion-dialog.js';

export function PromotionsPage() {
  const promotions = usePromotions();
  const active = useActivePromotion();
  const modal = usePromotionModal();
  const heldId = active.data && (active.data.status === 'accepted' || active.data.status === 'active') ? active.data.promotion.promotion_id : null;

  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        โปรโมชั่น
      </Heading>
      {promotions.isPending && (
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3" aria-label="กำลังโหลด">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="64" rounded="xl" />
          ))}
        </SimpleGrid>
      )}
      <QueryError query={promotions} />
      {promotions.data?.length === 0 && <Text color="fg.muted">ยังไม่มีโปรโมชั่นในขณะนี้</Text>}
      {promotions.data && promotions.data.length > 0 && (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3 }} gap="3">
          {promotions.data.map((promotion) => (
            <PromotionCard key={promotion.promotion_id} promotion={promotion} held={promotion.promotion_id === heldId} onOpen={() => modal.show(promotion.promotion_id)} />
          ))}
        </SimpleGrid>
      )}
      <PromotionDialog />
    </Stack>
  );
}
