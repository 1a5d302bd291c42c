import { useState } from 'react';
import { Box, Button, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import type { OperatorRedemptionItem } from '#shared/api/redemption.js';
import { useEditShopItem } from '../api/edit-shop-item.js';
import { useShopItems } from '../api/get-shop-items.js';
import { FeedbackAlert, type Feedback } from './feedback.js';
import { ListState } from './list-state.js';
import { ShopItemCard } from './shop-item-card.js';
import { ShopItemForm } from './shop-item-form.js';

/** The point shop: every item with its stock and limits; add, edit, switch off. */
export function ShopPanel() {
  const items = useShopItems();
  const onOff = useEditShopItem();
  const [adding, setAdding] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const onSwitch = (item: OperatorRedemptionItem, enabled: boolean) => {
    setFeedback(null);
    onOff.mutate(
      { id: item.item_id, enabled },
      {
        onSuccess: () => setFeedback({ status: 'success', text: `${enabled ? 'เปิด' : 'ปิด'}การแลก ${item.title} แล้ว` }),
        onError: (error) => setFeedback({ status: 'error', text: error.message }),
      },
    );
  };

  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <HStack gap="2">
          <Text fontWeight="semibold">ของรางวัลในร้านแลกแต้ม</Text>
          {items.isFetching ? <Spinner size="sm" aria-label="กำลังโหลด" /> : null}
        </HStack>
        {adding ? null : (
          <Button size="sm" colorPalette="brand" onClick={() => setAdding(true)}>
            <LuPlus /> เพิ่มของรางวัล
          </Button>
        )}
      </HStack>
      {adding ? (
        <Box bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="xl" p="4">
          <ShopItemForm
            onCancel={() => setAdding(false)}
            onDone={(title) => {
              setAdding(false);
              setFeedback({ status: 'success', text: `เพิ่มของรางวัล ${title} แล้ว` });
            }}
          />
        </Box>
      ) : null}
      <FeedbackAlert feedback={feedback} />
      <ListState query={items} empty="ยังไม่มีของรางวัล" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {(items.data ?? []).map((item) => (
          <ShopItemCard
            key={item.item_id}
            item={item}
            switching={onOff.isPending && onOff.variables?.id === item.item_id}
            onSwitch={(enabled) => onSwitch(item, enabled)}
            onEdited={(title) => setFeedback({ status: 'success', text: `บันทึกของรางวัล ${title} แล้ว` })}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
