import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { OperatorRedemptionItem } from '#shared/api/redemption.js';
import { pointsText, SHOP_REWARD_TH, shopValueText } from '../format.js';
import { ShopItemForm } from './shop-item-form.js';

const limitText = (limit: number | null) => (limit === null ? 'ไม่จำกัด' : `${pointsText(limit)} ครั้ง`);

/** One point-shop item: what it gives for how many points, its stock and limits; edit or switch it. */
export function ShopItemCard({
  item,
  switching,
  onSwitch,
  onEdited,
}: {
  item: OperatorRedemptionItem;
  switching: boolean;
  onSwitch: (enabled: boolean) => void;
  onEdited: (title: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <Box as="article" aria-label={`ของรางวัล ${item.title}`} bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="xl" p="4" opacity={item.enabled ? 1 : 0.75}>
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold">{item.title}</Text>
            <Text fontSize="sm" color="fg.muted">
              {SHOP_REWARD_TH[item.reward]}
              {item.reward === 'goods' ? null : ` · ${shopValueText(item.reward, item.value)}`}
            </Text>
          </Stack>
          <Stack gap="1" align="end" flexShrink={0}>
            <Text fontWeight="bold" color="brand.fg">
              {pointsText(item.cost)} แต้ม
            </Text>
            <Badge colorPalette={item.enabled ? 'green' : 'gray'}>{item.enabled ? 'เปิดอยู่' : 'ปิดอยู่'}</Badge>
          </Stack>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          คงเหลือ {item.stock === null ? 'ไม่จำกัด' : pointsText(item.stock)} · ต่อคน {limitText(item.limit_per_member)} · ต่อวัน {limitText(item.limit_per_day)} · ลำดับ{' '}
          {item.sort_order}
        </Text>
        {editing ? (
          <ShopItemForm
            item={item}
            onCancel={() => setEditing(false)}
            onDone={(title) => {
              setEditing(false);
              onEdited(title);
            }}
          />
        ) : (
          <HStack gap="2" justify="flex-end">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              แก้ไข
            </Button>
            <Button size="sm" variant={item.enabled ? 'outline' : 'solid'} colorPalette={item.enabled ? 'red' : 'green'} loading={switching} onClick={() => onSwitch(!item.enabled)}>
              {item.enabled ? 'ปิดการแลก' : 'เปิดการแลก'}
            </Button>
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
