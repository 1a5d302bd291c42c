/**
 * The promotion modal of docs/product.md §2: image, numbers, terms and accept. A visitor
 * is sent to log in to accept; a member accepts here and then deposits.
 */
import { Alert, Box, Button, Dialog, Image, Stack, Text } from '@chakra-ui/react';
import { PageDialog } from '#client/components/ui/page-dialog.js';
import { FreeSpinOfferLine } from '#client/components/free-spin-offer/free-spin-offer-line.js';
import { Link as RouterLink } from 'react-router-dom';
import type { Promotion } from '#shared/api/promotion.js';
import { usePromotionModal } from '#client/lib/ui-state.js';
import { useIsLoggedIn } from '#client/lib/session.js';
import { notify } from '#client/components/ui/toaster.js';
import { useAcceptPromotion } from '../api/accept-promotion.js';
import { useMemberAction } from '#client/lib/use-member-action.js';
import { useActivePromotion } from '../api/get-active-promotion.js';
import { usePromotions } from '../api/get-promotions.js';
import { thbText } from '../format.js';

function Facts({ promotion }: { promotion: Promotion }) {
  const rows: [string, string][] = [
    ['โบนัส', `${promotion.bonus_percent}% สูงสุด ${thbText(promotion.max_bonus)}`],
    ['ฝากขั้นต่ำ', thbText(promotion.min_deposit)],
    ['ยอดเทิร์น', `${promotion.turnover_multiple} เท่าของยอดฝากรวมโบนัส`],
    ['ถอนได้สูงสุด', promotion.withdraw_cap === null ? 'ไม่จำกัด' : thbText(promotion.withdraw_cap)],
    ['สิทธิ์รับโปรโมชั่น', promotion.eligibility.text],
  ];
  return (
    <Stack gap="1" p="3" rounded="lg" bg="bg.raised">
      {rows.map(([label, value]) => (
        <Box key={label} display="flex" justifyContent="space-between" gap="2" fontSize="sm">
          <Text color="fg.muted" flexShrink={0}>
            {label}
          </Text>
          <Text fontWeight="medium" textAlign="end">
            {value}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

export function PromotionDialog() {
  const modal = usePromotionModal();
  const promotions = usePromotions();
  const active = useActivePromotion();
  const accept = useAcceptPromotion();
  const loggedIn = useIsLoggedIn();
  const promotion = promotions.data?.find((p) => p.promotion_id === modal.promotionId) ?? null;
  const held = active.data && (active.data.status === 'accepted' || active.data.status === 'active') ? active.data : null;
  const heldThis = held !== null && held.promotion.promotion_id === modal.promotionId;
  // Why the member's rule refuses them this one (the server refuses the accept with the same words).
  const refused = heldThis ? null : (promotion?.unavailable_reason ?? null);

  const close = () => {
    accept.reset();
    modal.close();
  };

  // A visitor logs in over this dialog and the promotion is accepted right after.
  const onAccept = useMemberAction((promotionId: number) =>
    accept.mutate(promotionId, {
      onSuccess: () => notify.success('รับโปรโมชั่นแล้ว ฝากเงินเพื่อรับโบนัส'),
    }),
  );

  return (
    <PageDialog open={modal.open && promotion !== null} onClose={() => close()} title={promotion?.title} size="md">
      {promotion && (
        <Dialog.Body py="4">
          <Stack gap="4">
            {promotion.image && <Image src={promotion.image} alt={promotion.title} rounded="lg" w="full" objectFit="cover" />}
            <Text>{promotion.description}</Text>
            <Facts promotion={promotion} />
            <FreeSpinOfferLine offer={promotion.free_spin_offer} />
            <Stack gap="1">
              <Text fontWeight="medium">เงื่อนไข</Text>
              <Stack as="ol" gap="1" ps="5" listStyleType="decimal" fontSize="sm" data-testid="promotion-terms">
                {promotion.terms.map((term) => (
                  <li key={term}>{term}</li>
                ))}
              </Stack>
            </Stack>
            {refused && !accept.error && (
              <Alert.Root status="warning" rounded="lg" data-testid="promotion-unavailable">
                <Alert.Indicator />
                <Alert.Title>{refused}</Alert.Title>
              </Alert.Root>
            )}
            {accept.error && (
              <Alert.Root status="error" rounded="lg" data-testid="accept-error">
                <Alert.Indicator />
                <Alert.Title>{accept.error.message}</Alert.Title>
              </Alert.Root>
            )}
            {held && !heldThis && !accept.isSuccess && (
              <Text fontSize="sm" color="fg.muted">
                คุณมีโปรโมชั่น “{held.promotion.title}” อยู่แล้ว รับโปรโมชั่นใหม่ได้เมื่อโปรโมชั่นเดิมสิ้นสุด
              </Text>
            )}
          </Stack>
        </Dialog.Body>
      )}
      <Dialog.Footer borderTopWidth="1px" borderColor="border.subtle">
        {accept.isSuccess || heldThis ? (
          <Stack w="full" gap="2">
            <Text color="green.300" textAlign="center" data-testid="accepted-note">
              {held?.status === 'active' && !accept.isSuccess ? 'โปรโมชั่นนี้กำลังทำยอดเทิร์น' : 'รับโปรโมชั่นแล้ว ฝากเงินเพื่อรับโบนัส'}
            </Text>
            <Button asChild colorPalette="brand" minH="12" onClick={close}>
              <RouterLink to={held?.status === 'active' && !accept.isSuccess ? '/member/promotions' : '/member/deposit'}>
                {held?.status === 'active' && !accept.isSuccess ? 'ดูความคืบหน้า' : 'ฝากเงินเลย'}
              </RouterLink>
            </Button>
          </Stack>
        ) : (
          <Button
            w="full"
            colorPalette="brand"
            minH="12"
            loading={accept.isPending}
            disabled={held !== null || refused !== null}
            onClick={() => promotion && onAccept(promotion.promotion_id)}
          >
            {!loggedIn ? 'เข้าสู่ระบบเพื่อรับโปรโมชั่น' : refused ? 'ไม่ตรงเงื่อนไขการรับโปรโมชั่น' : 'รับโปรโมชั่น'}
          </Button>
        )}
      </Dialog.Footer>
    </PageDialog>
  );
}
