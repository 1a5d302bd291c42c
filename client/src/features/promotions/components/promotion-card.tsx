import { Box, Button, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { LuCircleAlert, LuUserCheck } from 'react-icons/lu';
import type { Promotion } from '#shared/api/promotion.js';
import { BANNER_ASPECT_RATIO } from '#shared/constants.js';
import { FreeSpinOfferLine } from '#client/components/free-spin-offer/free-spin-offer-line.js';
import { promotionSummary } from '../format.js';

export function PromotionCard({ promotion, held, onOpen }: { promotion: Promotion; held: boolean; onOpen: () => void }) {
  // The member's own promotion is theirs whatever its rule now says (a first-deposit one, once funded).
  const refused = held ? null : promotion.unavailable_reason;
  return (
    <Box as="li" rounded="xl" overflow="hidden" bg="bg.surface" borderWidth="1px" borderColor={held ? 'brand.solid' : 'border.subtle'} data-testid="promotion-card">
      {promotion.image && (
        <Box as="button" onClick={onOpen} w="full" display="block" cursor="pointer" aria-label={`ดูรายละเอียด ${promotion.title}`}>
          {/* The art carries its own words: shown whole (contain), in the banners' own shape so it fills the box. */}
          <Image src={promotion.image} alt="" w="full" aspectRatio={BANNER_ASPECT_RATIO} objectFit="contain" bg="bg.raised" data-testid="promotion-image" />
        </Box>
      )}
      <Stack gap="2" p="3">
        <Text fontWeight="bold">{promotion.title}</Text>
        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
          {promotion.description}
        </Text>
        <Text fontSize="sm" color="brand.fg">
          {promotionSummary(promotion)}
        </Text>
        <Flex as="p" gap="1.5" align="center" fontSize="sm" color="fg.muted" data-testid="promotion-eligibility">
          <LuUserCheck aria-hidden />
          {promotion.eligibility.text}
        </Flex>
        <FreeSpinOfferLine offer={promotion.free_spin_offer} />
        {refused && (
          <Flex as="p" gap="1.5" align="flex-start" fontSize="sm" color="fg.warning" data-testid="promotion-unavailable">
            <Box as="span" mt="0.5" flexShrink={0}>
              <LuCircleAlert aria-hidden />
            </Box>
            {refused}
          </Flex>
        )}
        <Button colorPalette="brand" variant={held || refused ? 'subtle' : 'solid'} minH="11" onClick={onOpen}>
          {held ? 'โปรโมชั่นของคุณ' : refused ? 'ดูรายละเอียด' : 'รายละเอียดและรับโปรโมชั่น'}
        </Button>
      </Stack>
    </Box>
  );
}
