/**
 * The bill (โพย) dialog: each picked number with its bet type, rate, stake and
 * payout, a stake for all at once, remove per item, the total and what the
 * bill pays if every item wins. "ตรวจสอบโพย" asks the server to price it
 * (bill/validate, per-item Thai reasons); once it is priced unchanged,
 * "ยืนยันแทง" creates it with an idempotency key.
 */
import { useRef, useState } from 'react';
import { Alert, Badge, Box, Button, CloseButton, Dialog, Field, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { PageDialog } from '#client/components/ui/page-dialog.js';
import { BET_TYPE_INFO, type BetType, type LimitRow } from '#shared/api/lotto/rounds.js';
import type { BillCreateResponse, BillItemQuote, BillRequest } from '#shared/api/lotto/bills.js';
import { ErrorCode } from '#shared/errors.js';
import { formatThb, satangToThb } from '#shared/money-format.js';
import { ApiError, newIdempotencyKey } from '#client/lib/api-client.js';
import { useCreateBill } from '../api/create-bill.js';
import { useValidateBill, useValidatedBill } from '../api/validate-bill.js';
import { billTotals, itemKey, itemRate, type PickedItem, type RestrictedIndex } from '../bet-entry.js';
import { parseAmount, payoutOf, rateText, thbText } from '../format.js';

const QUICK_AMOUNTS = ['1', '5', '10', '20', '50', '100'];

export interface BillDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  roundId: number;
  items: readonly PickedItem[];
  rates: ReadonlyMap<BetType, number>;
  restricted: RestrictedIndex;
  limits: ReadonlyMap<BetType, LimitRow>;
  onAmountChange: (key: string, amount: string) => void;
  onAmountAll: (amount: string) => void;
  onRemove: (key: string) => void;
  onCreated: (bill: BillCreateResponse) => void;
}

/** The stake problem the member can fix before asking the server, or null. */
function localError(item: PickedItem, limit: LimitRow | undefined): string | null {
  if (item.amount.trim() === '') return 'กรุณาใส่ราคา';
  const amount = parseAmount(item.amount);
  if (amount === null) return 'ราคาต้องเป็นตัวเลขมากกว่า 0 ทศนิยมไม่เกิน 2 ตำแหน่ง';
  if (limit && amount < Math.round(limit.min_amount * 100)) return `แทงขั้นต่ำ ${thbText(limit.min_amount)}`;
  if (limit && amount > Math.round(limit.max_amount * 100)) return `แทงได้สูงสุด ${thbText(limit.max_amount)}`;
  return null;
}

/** The request for these items, or null while a stake is unreadable. */
function toRequest(roundId: number, items: readonly PickedItem[]): BillRequest | null {
  const out: BillRequest['items'] = [];
  for (const item of items) {
    const amount = parseAmount(item.amount);
    if (amount === null) return null;
    out.push({ bet_type: item.bet_type, number: item.number, amount: satangToThb(amount) });
  }
  return { round_id: roundId, items: out };
}

function sameRequest(a: BillRequest, b: BillRequest | null): boolean {
  if (!b || a.round_id !== b.round_id || a.items.length !== b.items.length) return false;
  return a.items.every((x, i) => {
    const y = b.items[i]!;
    return x.bet_type === y.bet_type && x.number === y.number && x.amount === y.amount;
  });
}

/** An answer from the server (a broken rule) rather than a lost request: its key must not be reused. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status > 0 && error.status < 500;

export function BillDialog(props: BillDialogProps) {
  const { open, onOpenChange, roundId, items, rates, restricted, limits, onAmountChange, onAmountAll, onRemove, onCreated } = props;
  const validate = useValidateBill();
  const create = useCreateBill();
  const validated = useValidatedBill();
  const [allAmount, setAllAmount] = useState('');
  const [attempted, setAttempted] = useState(false);
  // One key per confirmation: a retry after a lost answer sends the same key (never charged twice);
  // a refusal is stored under its key (decision 0006), so the next attempt takes a new one.
  const confirmKey = useRef<{ request: BillRequest; key: string } | null>(null);

  const request = toRequest(roundId, items);
  const priced = validated !== null && validated.quote.ok && sameRequest(validated.input, request) ? validated : null;

  // Per-item answers of the last validation, kept only while the item's stake is unchanged.
  const answers = new Map<string, BillItemQuote>();
  if (validate.data && validate.variables && validate.variables.round_id === roundId) {
    for (const quote of validate.data.items) {
      const now = items.find((i) => i.bet_type === quote.bet_type && i.number === quote.number);
      const parsed = now ? parseAmount(now.amount) : null;
      if (parsed !== null && satangToThb(parsed) === quote.amount) answers.set(itemKey(quote), quote);
    }
  }

  const rateOf = (item: PickedItem) => answers.get(itemKey(item))?.rate ?? itemRate(item, rates, restricted);
  const local = billTotals(items, rateOf);
  const total = priced ? Math.round(priced.quote.total * 100) : local.total;
  const payout = priced ? Math.round(priced.quote.possible_payout * 100) : local.payout;
  const localErrors = items.map((item) => localError(item, limits.get(item.bet_type)));
  const refusedCount = items.filter((item) => answers.get(itemKey(item))?.error).length;

  const mutationError = create.error ?? validate.error;
  const busy = validate.isPending || create.isPending;

  const onValidate = () => {
    setAttempted(true);
    create.reset();
    if (!request || localErrors.some(Boolean)) return;
    validate.mutate(request);
  };

  const onConfirm = () => {
    if (!priced) return;
    if (!confirmKey.current || confirmKey.current.request !== priced.input) {
      confirmKey.current = { request: priced.input, key: newIdempotencyKey() };
    }
    create.mutate(
      { request: priced.input, idempotencyKey: confirmKey.current.key },
      {
        onSuccess: (bill) => {
          confirmKey.current = null;
          setAttempted(false);
          validate.reset();
          onCreated(bill);
        },
        onError: (error) => {
          if (isRefusal(error)) confirmKey.current = null;
          // Some item stopped being bettable since it was priced: show which, item by item.
          if (error instanceof ApiError && error.code === ErrorCode.BILL_ITEMS_INVALID && request) validate.mutate(request);
        },
      },
    );
  };

  return (
    <PageDialog open={open} onClose={() => onOpenChange(false)} title={`ใส่ราคา (${items.length} รายการ)`} size="lg">
      <Dialog.Body py="3">
        <Stack gap="4">
          <Field.Root>
            <Field.Label>ราคาเท่ากันทุกรายการ (บาท)</Field.Label>
            <HStack w="full">
              <Input
                value={allAmount}
                onChange={(e) => setAllAmount(e.target.value)}
                inputMode="decimal"
                placeholder="เช่น 10"
                h="12"
                fontSize="lg"
                aria-label="ราคาเท่ากันทุกรายการ"
              />
              <Button h="12" colorPalette="brand" variant="subtle" disabled={parseAmount(allAmount) === null} onClick={() => onAmountAll(allAmount.trim())}>
                ใช้ทุกรายการ
              </Button>
            </HStack>
            <Flex gap="2" wrap="wrap" mt="1">
              {QUICK_AMOUNTS.map((amount) => (
                <Button
                  key={amount}
                  size="sm"
                  minH="11"
                  minW="12"
                  variant="outline"
                  colorPalette="accent"
                  aria-label={`ใส่ราคา ${amount} บาททุกรายการ`}
                  onClick={() => {
                    setAllAmount(amount);
                    onAmountAll(amount);
                  }}
                >
                  {amount}
                </Button>
              ))}
            </Flex>
          </Field.Root>

          {items.length === 0 && <Text color="fg.muted">ยังไม่มีรายการในโพย</Text>}
          <Stack as="ul" listStyleType="none" gap="2">
            {items.map((item, index) => {
              const key = itemKey(item);
              const answer = answers.get(key);
              const rate = rateOf(item);
              const amount = parseAmount(item.amount);
              const reduced = restricted.get(key)?.kind === 'reduced';
              const error = answer?.error ?? (attempted || (item.amount !== '' && amount === null) ? localErrors[index] : null);
              return (
                <Box
                  as="li"
                  key={key}
                  p="3"
                  rounded="lg"
                  bg="bg.raised"
                  borderWidth="1px"
                  borderColor={error ? 'red.500' : 'border.subtle'}
                  data-testid="bill-item"
                >
                  <Flex align="center" gap="3">
                    <Text fontSize="2xl" fontWeight="bold" color="brand.fg" minW="14" fontVariantNumeric="tabular-nums">
                      {item.number}
                    </Text>
                    <Stack gap="0" flex="1" minW="0">
                      <Text fontWeight="medium">{BET_TYPE_INFO[item.bet_type].label}</Text>
                      <HStack gap="1.5">
                        <Text fontSize="sm" color="fg.muted" data-testid="bill-item-rate">
                          {rate === null ? 'ไม่มีอัตราจ่าย' : `บาทละ ${rateText(rate)}`}
                        </Text>
                        {reduced && (
                          <Badge colorPalette="orange" size="sm">
                            เลขอั้น
                          </Badge>
                        )}
                      </HStack>
                    </Stack>
                    <CloseButton
                      color="fg.muted"
                      size="sm"
                      minW="11"
                      minH="11"
                      aria-label={`ลบเลข ${item.number} ${BET_TYPE_INFO[item.bet_type].label}`}
                      onClick={() => onRemove(key)}
                    />
                  </Flex>
                  <Flex align="center" gap="3" mt="2">
                    <Input
                      value={item.amount}
                      onChange={(e) => onAmountChange(key, e.target.value)}
                      inputMode="decimal"
                      placeholder="ราคา"
                      aria-label={`ราคาเลข ${item.number} ${BET_TYPE_INFO[item.bet_type].label}`}
                      aria-invalid={error ? true : undefined}
                      h="11"
                      maxW="32"
                      fontSize="lg"
                    />
                    <Text fontSize="sm" color="fg.muted" flex="1" textAlign="end">
                      ถูกได้{' '}
                      <Text as="span" color="fg.default" fontWeight="medium" data-testid="bill-item-payout">
                        {amount !== null && rate !== null ? formatThb(answer ? Math.round(answer.payout * 100) : payoutOf(amount, rate)) : '—'}
                      </Text>
                    </Text>
                  </Flex>
                  {error && (
                    <Text color="red.300" fontSize="sm" mt="1.5" role="alert" data-testid="bill-item-error">
                      {error}
                    </Text>
                  )}
                </Box>
              );
            })}
          </Stack>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer flexDirection="column" alignItems="stretch" gap="3" borderTopWidth="1px" borderColor="border.subtle" pb="calc(16px + env(safe-area-inset-bottom))">
        {validate.data && !validate.data.ok && refusedCount > 0 && (
          <Text color="red.300" fontSize="sm" role="alert">
            มี {refusedCount} รายการที่แทงไม่ได้ กรุณาแก้ไขหรือลบรายการที่มีข้อความสีแดง
          </Text>
        )}
        {mutationError && (
          <Alert.Root status="error" variant="solid" rounded="md" py="2">
            <Alert.Indicator />
            <Alert.Title>{mutationError.message}</Alert.Title>
          </Alert.Root>
        )}
        <Flex justify="space-between" align="baseline">
          <Text color="fg.muted">ยอดแทงรวม</Text>
          <Text fontSize="xl" fontWeight="bold" data-testid="bill-total">
            {formatThb(total)}
          </Text>
        </Flex>
        <Flex justify="space-between" align="baseline" mt="-2">
          <Text color="fg.muted">ยอดจ่ายถ้าถูกทุกรายการ</Text>
          <Text fontWeight="bold" color="brand.fg" data-testid="bill-payout">
            {formatThb(payout)}
          </Text>
        </Flex>
        {priced ? (
          <Button size="xl" colorPalette="green" loading={create.isPending} loadingText="กำลังแทง..." disabled={busy} onClick={onConfirm}>
            ยืนยันแทง {formatThb(total)}
          </Button>
        ) : (
          <Button size="xl" colorPalette="brand" loading={validate.isPending} loadingText="กำลังตรวจสอบ..." disabled={busy || items.length === 0} onClick={onValidate}>
            ตรวจสอบโพย
          </Button>
        )}
      </Dialog.Footer>
    </PageDialog>
  );
}
