import type { FormEvent } from 'react';
import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  ZRedemptionItemEdit,
  ZRedemptionItemInput,
  type OperatorRedemptionItem,
  type RedemptionItemEdit,
  type RedemptionItemInput,
  type RedemptionReward,
} from '@shared/api/redemption.js';
import { useAddShopItem } from '../api/add-shop-item.js';
import { useEditShopItem } from '../api/edit-shop-item.js';
import { SHOP_REWARD_TH } from '../format.js';
import { numberOf, numberOrNull, textOf, textOrNull } from '../form-values.js';
import { FeedbackAlert } from './feedback.js';
import { SelectField, TextField } from './form-fields.js';
import { useFormDraft } from './use-form-draft.js';

function draftOf(item: OperatorRedemptionItem | undefined) {
  return {
    title: item?.title ?? '',
    description: item?.description ?? '',
    image: item?.image ?? '',
    reward: (item?.reward ?? 'bonus_credit') as RedemptionReward,
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

/** A point-shop item's fields: a new item (`item` left out) or an edit of one (its reward kind stays). */
export function ShopItemForm({ item, onDone, onCancel }: { item?: OperatorRedemptionItem; onDone: (title: string) => void; onCancel: () => void }) {
  const form = useFormDraft(draftOf(item));
  const add = useAddShopItem();
  const edit = useEditShopItem();
  const { draft, set, errors } = form;
  const goods = draft.reward === 'goods';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
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
    const done = { onSuccess: () => onDone(draft.title.trim()), onError: form.refused };
    if (item) {
      const body = changedOnly(item, fields);
      if (form.check(ZRedemptionItemEdit, body)) edit.mutate({ id: item.item_id, ...body }, done);
    } else {
      const body: RedemptionItemInput = { ...fields, reward: draft.reward };
      if (form.check(ZRedemptionItemInput, body)) add.mutate(body, done);
    }
  };

  return (
    <Stack gap="3" asChild>
      <form onSubmit={onSubmit} noValidate aria-label={item ? `แก้ไขของรางวัล ${item.title}` : 'เพิ่มของรางวัล'}>
        <TextField label="ชื่อของรางวัล" name="title" required maxLength={100} value={draft.title} onValue={set('title')} error={errors.title} />
        <TextField label="รายละเอียด" name="description" multiline maxLength={500} value={draft.description} onValue={set('description')} error={errors.description} />
        <TextField label="ลิงก์รูปภาพ" name="image" placeholder="https://" helper="ไม่บังคับ" maxLength={300} value={draft.image} onValue={set('image')} error={errors.image} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {item ? null : <SelectField label="ประเภทของรางวัล" name="reward" options={SHOP_REWARD_TH} value={draft.reward} onValue={set('reward')} error={errors.reward} />}
          {goods ? null : (
            <TextField
              label={draft.reward === 'free_spins' ? 'มูลค่า (ครั้ง)' : 'มูลค่า (บาท)'}
              name="value"
              inputMode="decimal"
              required
              value={draft.value}
              onValue={set('value')}
              error={errors.value}
            />
          )}
          <TextField label="แต้มที่ใช้แลก" name="cost" inputMode="numeric" required value={draft.cost} onValue={set('cost')} error={errors.cost} />
          <TextField label="จำนวนคงเหลือ" name="stock" inputMode="numeric" helper="เว้นว่างหากไม่จำกัด" value={draft.stock} onValue={set('stock')} error={errors.stock} />
          <TextField label="แลกได้ต่อคน (ครั้ง)" name="limit-per-member" inputMode="numeric" helper="เว้นว่างหากไม่จำกัด" value={draft.limit_per_member} onValue={set('limit_per_member')} error={errors.limit_per_member} />
          <TextField label="แลกได้ต่อวัน (ครั้ง)" name="limit-per-day" inputMode="numeric" helper="เว้นว่างหากไม่จำกัด" value={draft.limit_per_day} onValue={set('limit_per_day')} error={errors.limit_per_day} />
          <TextField label="ลำดับการแสดง" name="sort-order" inputMode="numeric" value={draft.sort_order} onValue={set('sort_order')} error={errors.sort_order} />
        </SimpleGrid>
        <FeedbackAlert feedback={form.feedback} />
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
  );
}
