/**
 * The deposit form's promotion choice: "ไม่รับโปรโมชั่น" or one of the agent's
 * promotions the member's rules let them take; the others are left out, and a
 * line says so with the way to read why.
 */
import { Box, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { FreeSpinOffer } from '#shared/api/free-spin-offer.js';
import type { Promotion } from '#shared/api/promotion.js';
import { FreeSpinOfferLine } from '#client/components/free-spin-offer/free-spin-offer-line.js';
import { thbText } from '../format.js';

export const NO_PROMOTION = 0;

interface Option {
  id: number;
  title: string;
  detail: string | null;
  offer: FreeSpinOffer | null;
}

export function PromotionChoice({
  promotions,
  notOffered,
  loading,
  value,
  onChange,
  bonusText,
}: {
  /** the promotions the member may take now */
  promotions: readonly Promotion[];
  /** how many were left out because their rule refuses the member */
  notOffered: number;
  loading: boolean;
  value: number;
  onChange: (promotionId: number) => void;
  /** the bonus the chosen promotion adds to the typed amount */
  bonusText: string | null;
}) {
  const options: Option[] = [
    { id: NO_PROMOTION, title: 'ไม่รับโปรโมชั่น', detail: 'ฝากเงินเข้ากระเป๋าหลักโดยไม่มีเงื่อนไขทำยอด', offer: null },
    ...promotions.map((p) => ({
      id: p.promotion_id,
      title: p.title,
      detail: `โบนัส ${p.bonus_percent}% สูงสุด ${thbText(p.max_bonus)} · ฝากขั้นต่ำ ${thbText(p.min_deposit)} · เทิร์น ${p.turnover_multiple} เท่า · ${p.eligibility.text}`,
      offer: p.free_spin_offer,
    })),
  ];
  return (
    <Stack gap="2">
      <Text id="deposit-promotion-label" fontWeight="medium">
        โปรโมชั่น
      </Text>
      {loading && <Skeleton h="14" rounded="lg" />}
      <Stack role="radiogroup" aria-labelledby="deposit-promotion-label" gap="2">
        {options.map((option) => {
          const on = option.id === value;
          return (
            <Box
              key={option.id}
              as="button"
              role="radio"
              aria-checked={on}
              aria-label={option.title}
              onClick={(e) => {
                e.preventDefault();
                onChange(option.id);
              }}
              textAlign="start"
              w="full"
              p="3"
              minH="12"
              rounded="lg"
              borderWidth="2px"
              borderColor={on ? 'brand.solid' : 'border.subtle'}
              bg={on ? 'brand.subtle' : 'bg.surface'}
              cursor="pointer"
            >
              <Flex gap="3" align="center">
                <Box
                  flexShrink={0}
                  boxSize="4"
                  rounded="full"
                  borderWidth="2px"
                  borderColor={on ? 'brand.solid' : 'fg.muted'}
                  bg={on ? 'brand.solid' : 'transparent'}
                  aria-hidden
                />
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium">{option.title}</Text>
                  {option.detail && (
                    <Text fontSize="sm" color="fg.muted">
                      {option.detail}
                    </Text>
                  )}
                  <FreeSpinOfferLine offer={option.offer} mt="1" />
                </Stack>
              </Flex>
            </Box>
          );
        })}
      </Stack>
      {notOffered > 0 && (
        <Text fontSize="sm" color="fg.muted" data-testid="promotions-not-offered">
          ไม่แสดง {notOffered} โปรโมชั่นที่บัญชีของคุณไม่ตรงเงื่อนไข{' '}
          <RouterLink to="/promotions">
            <Text as="span" textDecoration="underline">
              ดูเหตุผล
            </Text>
          </RouterLink>
        </Text>
      )}
      {bonusText && (
        <Text fontSize="sm" color="brand.fg" data-testid="bonus-preview">
          โบนัสที่จะได้รับ {bonusText}
        </Text>
      )}
    </Stack>
  );
}
