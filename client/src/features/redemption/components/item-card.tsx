import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import type { RedemptionItem } from '#shared/api/redemption.js';
import { pointsText } from '#client/lib/money-text.js';
import { limitTexts, REWARD_KIND_TH, rewardText, stockText } from '../format.js';
import { ItemVisual } from './item-visual.js';

/** One item of the shop: picture, title, cost, what it gives, stock and limits. */
export function ItemCard({ item, points, onChoose }: { item: RedemptionItem; points: number | undefined; onChoose: () => void }) {
  const soldOut = item.stock === 0;
  const short = points !== undefined && points < item.cost;
  const stock = stockText(item);
  const limits = limitTexts(item);
  return (
    <Box as="li" rounded="xl" overflow="hidden" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" display="flex" flexDirection="column" data-testid="redemption-item">
      <Box position="relative">
        <ItemVisual item={item} />
        <Badge position="absolute" top="2" insetStart="2" colorPalette="purple" variant="solid">
          {REWARD_KIND_TH[item.reward]}
        </Badge>
      </Box>
      <Stack gap="1" p="3" flex="1">
        <Text fontWeight="bold" lineClamp={2}>
          {item.title}
        </Text>
        <Text fontSize="lg" fontWeight="bold" color="brand.fg" data-testid="item-cost">
          {pointsText(item.cost)} แต้ม
        </Text>
        <Text fontSize="sm">{rewardText(item)}</Text>
        {item.description && (
          <Text fontSize="xs" color="fg.muted" lineClamp={2}>
            {item.description}
          </Text>
        )}
        <Text mt="auto" pt="1" fontSize="xs" color={soldOut ? 'red.300' : 'fg.muted'} data-testid="item-limits">
          {[stock ?? 'ไม่จำกัดจำนวน', ...limits].join(' · ')}
        </Text>
        <Button mt="2" minH="11" colorPalette="brand" variant={short || soldOut ? 'outline' : 'solid'} disabled={soldOut} onClick={onChoose} aria-label={`แลก ${item.title}`}>
          {soldOut ? 'หมดแล้ว' : short ? 'แต้มไม่พอ' : 'แลกเลย'}
        </Button>
      </Stack>
    </Box>
  );
}
