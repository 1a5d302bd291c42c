import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  ZRedemptionItemEdit,
  ZRedemptionItemInput,
  type OperatorRedemptionItem,
  type RedemptionItemEdit,
  type RedemptionItemInput,
  type RedemptionReward,
} from '#shared/api/redemption.js';
import { useAddShopItem } from '../api/add-shop-item.js';
import { useEditShopItem } from '../api/edit-shop-item.js';
import { SHOP_REWARD_TH } from '../format.js';
import { numberOf, numberOrNull, textOf, textOrNull } from '../form-values.js';
import { FeedbackAlert } from './feedback.js';
import { FormProvider, optionsOf, readInto, SelectField, TextField } from '#client/components/ui/form/index.js';
import { useConsoleForm } from './use-console-form.js';

const text = z.string();
const ZShopItemDraft = z.object({
  title: text,
  description: text,
  image: text,
  reward: text,
  value: text,
  cost: text,
  stock: text,
  limit_per_member: text,
  limit_per_day: text,
  sort_order: text,
});
type ShopItemDraft = z.output<typeof ZShopItemDraft>;

function draftOf(item: OperatorRedemptionItem | undefined): ShopItemDraft {
  return {
    title: item?.title ?? '',
    description: item?.description ?? '',
    image: item?.image ?? '',
    reward: item?.reward ?? 'bonus_credit',
    value: item ? String(item.value) : '',
    cost: item ? String(item.cost) : '',
    stock: textOf(item?.stock),
    limit_per_member: textOf(item?.limit_per_member),
    limit_per_day: textOf(item?.limit_per_day),
    sort_order: String(item?.sort_order ?? 0),
  };
}

/** Only what the agent changed, so the audit list says what was edited. */
function changedOnly(item: OperatorRedemptionItem, full: RedemptionItemEdit): RedemptionItemEdit {
  return Object.fromEntries(Object.entries(full).filter(([field, value]) => value !== item[field as keyof OperatorRedemptionItem]));
}

/** What the agent typed, read into the add's request or the edit's (only what changed). */
function requestOf(item: OperatorRedemptionItem | undefined, draft: ShopItemDraft): RedemptionItemInput | RedemptionItemEdit {
  const goods = draft.reward === 'goods';
  const fields = {
    title: draft.title,
    description: draft.description.trim(),
    image: textOrNull(draft.image),
    ...(goods ? {} : { value: numberOf(draft.value) }),
    cost: numberOf(draft.cost),
    stock: numberOrNull(draft.stock),
    limit_per_member: numberOrNull(draft.limit_per_member),
    limit_per_day: numberOrNull(draft.limit_per_day),
    sort_order: numberOf(draft.sort_order),
  };
  return item ? changedOnly(item, fields) : { ...fields, reward: draft.reward as RedemptionReward };
}

/** A point-shop item's fields: a new item (`item` left out) or an edit of one (its reward kind stays). */
export function ShopItemForm({ item, onDone, onCancel }: { item?: OperatorRedemptionItem; onDone: (title: string) => void; onCancel: () => void }) {
  const schema = useMemo(() => readInto(ZShopItemDraft, (draft) => requestOf(item, draft), item ? ZRedemptionItemEdit : ZRedemptionItemInput), [item]);
  const { form, feedback, refused, submit } = useConsoleForm(schema, draftOf(item));
  const add = useAddShopItem();
  const edit = useEditShopItem();
  const reward = useWatch({ control: form.control, name: 'reward' });
  const goods = reward === 'goods';

  const onSubmit = submit((body) => {
    const done = { onSuccess: () => onDone(form.getValues('title').trim()), onError: refused };
    if (item) edit.mutate({ id: item.item_id, ...(body as RedemptionItemEdit) }, done);
    else add.mutate(body as RedemptionItemInput, done);
  });

  return (
    <FormProvider {...form}>
      <Stack gap="3" asChild>
        <form onSubmit={onSubmit} noValidate aria-label={item ? `แก้ไขของรางวัล ${item.title}` : 'เพิ่มของรางวัล'}>
          <TextField label="ชื่อของรางวัล" name="title" required requiredIndicator={false} maxLength={100} />
          <TextField label="รายละเอียด" name="description" multiline maxLength={500} />
          <TextField label="ลิงก์รูปภาพ" name="image" placeholder="https://" helper="ไม่บังคับ" maxLength={300} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {item ? null : <SelectField label="ประเภทของรางวัล" name="reward" options={optionsOf(SHOP_REWARD_TH)} ariaLabel={false} />}
            {goods ? null : (
              <TextField
                label={reward === 'free_spins' ? 'มูลค่า (ครั้ง)' : 'มูลค่า (บาท)'}
                name="value"
                inputMode="decimal"
                required
                requiredIndicator={false}
              />
            )}
            <TextField label="แต้มที่ใช้แลก" name="cost" inputMode="numeric" required requiredIndicator={false} />
            <TextField label="จำนวนคงเหลือ" name="stock" inputMode="numeric" helper="เว้นว่างหากไม่จำกัด" />
            <TextField label="แลกได้ต่อคน (ครั้ง)" name="limit_per_member" htmlName="limit-per-member" inputMode="numeric" helper="เว้นว่างหากไม่จำกัด" />
            <TextField label="แลกได้ต่อวัน (ครั้ง)" name="limit_per_day" htmlName="limit-per-day" inputMode="numeric" helper="เว้นว่างหากไม่จำกัด" />
            <TextField label="ลำดับการแสดง" name="sort_order" htmlName="sort-order" inputMode="numeric" />
          </SimpleGrid>
          <FeedbackAlert feedback={feedback} />
          <HStack justify="flex-end" gap="2">
            <Button size="sm" variant="ghost" onClick={onCancel} disabled={add.isPending || edit.isPending}>
              ยกเลิก
            </Button>
            <Button size="sm" type="submit" colorPalette="brand" loading={add.isPending || edit.isPending}>
              {item ? 'บันทึก' : 'เพิ่มของรางวัล'}
            </Button>
          </HStack>
        </form>
      </Stack>
    </FormProvider>
  );
}
