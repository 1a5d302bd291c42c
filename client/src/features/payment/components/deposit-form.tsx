/**
 * The deposit form (the page /member/deposit and the deposit modal): channel,
 * amount with the channel's quick amounts and limits, the promotion choice,
 * then generate_qr. A chosen promotion is accepted (POST /api/promotion/accept)
 * before the deposit is made, so the deposit carries its bonus. The amount is on
 * the form kit: checked against the channel's and the promotion's limits (on
 * submit, then as the member types), read into the call's request; a refusal
 * about the amount shows beside it, any other above the button.
 */
import { useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';
import { ZGenerateQrRequest, type GenerateQrRequest, type GenerateQrResponse, type PaymentChannel, type PaymentChannelCode } from '#shared/api/payment.js';
import type { Promotion } from '#shared/api/promotion.js';
import { ErrorCode } from '#shared/errors.js';
import { satangToThb, type Satang } from '#shared/money-format.js';
import { ApiError, isRefusal, newIdempotencyKey } from '#client/lib/api-client.js';
import { FORM_ERROR, FormProvider, readInto, TextField, UNAVAILABLE, useContractForm } from '#client/components/ui/form/index.js';
import { LoadError } from '#client/components/load-error/load-error.js';
import { useChannels } from '../api/get-channels.js';
import { useGenerateQr } from '../api/generate-qr.js';
import { useDepositActivePromotion, useDepositPromotions } from '../api/get-promotions.js';
import { useAcceptPromotionForDeposit } from '../api/accept-promotion.js';
import { parseAmount, satangOf, thbText } from '../format.js';
import { PromotionChoice, NO_PROMOTION } from './promotion-choice.js';
import { countText } from '#client/lib/thai/format.js';

export const CHANNEL_LABEL: Record<PaymentChannelCode, string> = {
  promptpay: 'พร้อมเพย์ (QR)',
  bank: 'โอนผ่านธนาคาร',
  truemoney: 'ทรูมันนี่ วอลเล็ท',
};

/** The amount problem the member can fix before asking the server, or null. */
export function amountError(text: string, channel: PaymentChannel, promotion: Promotion | null): string | null {
  if (text.trim() === '') return 'กรุณากรอกจำนวนเงิน';
  const amount = parseAmount(text);
  if (amount === null) return 'จำนวนเงินต้องเป็นตัวเลขมากกว่า 0 ทศนิยมไม่เกิน 2 ตำแหน่ง';
  if (amount < satangOf(channel.min_amount)) return `ฝากขั้นต่ำ ${thbText(channel.min_amount)}`;
  if (amount > satangOf(channel.max_amount)) return `ฝากได้สูงสุด ${thbText(channel.max_amount)}`;
  if (promotion && amount < satangOf(promotion.min_deposit)) return `โปรโมชั่นนี้ต้องฝากขั้นต่ำ ${thbText(promotion.min_deposit)}`;
  return null;
}

/** The bonus a promotion adds to a deposit, in satang (rounded down, capped). */
export function bonusOf(amount: Satang, promotion: Promotion): Satang {
  return Math.min(Math.floor((amount * promotion.bonus_percent) / 100), satangOf(promotion.max_bonus));
}

const AMOUNT_CODES: number[] = [ErrorCode.DEPOSIT_AMOUNT_OUT_OF_RANGE, ErrorCode.LIMIT_DEPOSIT_DAILY];

/** What the amount is checked against: the chosen channel and the promotion the deposit would carry. */
interface AmountRules {
  channel: PaymentChannel;
  promotion: Promotion | null;
}

/** The typed amount, checked by the rules of the member's choices (none while the channels load), read into `{ amount }`. */
function amountSchema(rules: AmountRules | null) {
  const typed = z.object({ amount: z.string() }).superRefine(({ amount }, ctx) => {
    const error = rules && amountError(amount, rules.channel, rules.promotion);
    if (error) ctx.addIssue({ code: 'custom', path: ['amount'], message: error });
  });
  return readInto(typed, ({ amount }) => ({ amount: satangToThb(parseAmount(amount) ?? 0) }), ZGenerateQrRequest.pick({ amount: true }));
}

export function DepositForm({ onCreated }: { onCreated: (deposit: GenerateQrResponse) => void }) {
  const channels = useChannels();
  const promotions = useDepositPromotions();
  const active = useDepositActivePromotion();
  const accept = useAcceptPromotionForDeposit();
  const generate = useGenerateQr();

  const [channelId, setChannelId] = useState<number | null>(null);
  const [subChannelId, setSubChannelId] = useState<number | null>(null);
  const [promotionId, setPromotionId] = useState<number>(NO_PROMOTION);
  const channel = channels.data?.find((c) => c.channel_id === channelId) ?? channels.data?.[0] ?? null;
  const subChannel = channel?.sub_channels.find((s) => s.sub_channel_id === subChannelId) ?? channel?.sub_channels[0] ?? null;
  // A promotion already taken (waiting for this deposit, or its turnover running) leaves nothing to choose.
  const held = active.data && (active.data.status === 'accepted' || active.data.status === 'active') ? active.data : null;
  // Only the promotions the member's rules let them take are offered (the server refuses the others anyway).
  const offered = (promotions.data ?? []).filter((p) => p.unavailable_reason === null);
  const chosen = held ? null : (offered.find((p) => p.promotion_id === promotionId) ?? null);
  const promotion = held?.status === 'accepted' ? held.promotion : chosen;
  // The form reads its resolver afresh each render, so the check follows the channel and the promotion.
  const schema = useMemo(() => amountSchema(channel ? { channel, promotion } : null), [channel, promotion]);
  const form = useContractForm(schema, { defaultValues: { amount: '' }, reValidateMode: 'onChange' });
  const amountText = form.watch('amount');
  // One key per confirmation: a retry after a lost answer sends the same key (one deposit, never two);
  // a refusal is stored under its key (decision 0006), so the next attempt takes a new one.
  const confirmKey = useRef<{ signature: string; key: string } | null>(null);

  if (channels.isPending) {
    return (
      <Stack gap="3" aria-label="กำลังโหลด">
        <Skeleton h="12" rounded="lg" />
        <Skeleton h="24" rounded="lg" />
      </Stack>
    );
  }
  if (channels.isError) return <LoadError message={channels.error.message} onRetry={() => void channels.refetch()} />;
  if (!channel) return <Text color="fg.muted">ยังไม่มีช่องทางการฝากเงินที่เปิดให้บริการ</Text>;

  const amount = parseAmount(amountText);
  // Before a first submit, only text that is not an amount at all is pointed out as it is typed.
  const typingError = !form.formState.isSubmitted && amountText !== '' && amount === null ? (amountError(amountText, channel, promotion) ?? undefined) : undefined;
  const formError = form.formState.errors.root?.server;
  const busy = accept.isPending || generate.isPending;

  /** A refusal about the amount goes beside it; any other (or a lost answer) above the button, its code kept for the link. */
  const refused = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : null;
    const message = error instanceof ApiError ? error.message : UNAVAILABLE;
    if (code !== null && AMOUNT_CODES.includes(code)) form.setError('amount', { type: 'server', message });
    else form.setError(FORM_ERROR as 'root.server', { type: String(code ?? 0), message });
  };

  const selectChannel = (next: PaymentChannel) => {
    setChannelId(next.channel_id);
    setSubChannelId(null);
    form.clearErrors();
  };

  const send = async ({ amount: thb }: { amount: number }) => {
    const request: GenerateQrRequest = {
      channel_id: channel.channel_id,
      ...(subChannel ? { sub_channel_id: subChannel.sub_channel_id } : {}),
      amount: thb,
    };
    const signature = JSON.stringify([request, chosen?.promotion_id ?? null]);
    if (!confirmKey.current || confirmKey.current.signature !== signature) {
      confirmKey.current = { signature, key: newIdempotencyKey() };
    }
    const key = confirmKey.current.key;

    try {
      // Accept first, so the deposit is made under the promotion; a retry does not accept twice.
      if (chosen && !(active.data?.status === 'accepted' && active.data.promotion.promotion_id === chosen.promotion_id)) {
        await accept.mutateAsync(chosen.promotion_id);
      }
      const deposit = await generate.mutateAsync({ request, idempotencyKey: key });
      confirmKey.current = null;
      onCreated(deposit);
    } catch (error) {
      if (isRefusal(error)) confirmKey.current = null;
      refused(error);
    }
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void form.handleSubmit(send)(event)} noValidate aria-label="แบบฟอร์มฝากเงิน">
        <Stack gap="5">
          <Stack gap="2" role="group" aria-labelledby="deposit-channel-label">
            <Text id="deposit-channel-label" fontWeight="medium">
              ช่องทางการฝาก
            </Text>
            <Flex gap="2" wrap="wrap">
              {channels.data.map((c) => {
                const on = c.channel_id === channel.channel_id;
                return (
                  <Button
                    key={c.channel_id}
                    type="button"
                    minH="12"
                    flex="1 1 140px"
                    variant={on ? 'solid' : 'outline'}
                    colorPalette={on ? 'brand' : 'accent'}
                    aria-pressed={on}
                    onClick={() => selectChannel(c)}
                  >
                    {CHANNEL_LABEL[c.code] ?? c.name}
                  </Button>
                );
              })}
            </Flex>
            {channel.sub_channels.length > 1 && (
              <Flex gap="2" wrap="wrap" role="group" aria-label="บัญชีปลายทาง">
                {channel.sub_channels.map((s) => {
                  const on = s.sub_channel_id === subChannel?.sub_channel_id;
                  return (
                    <Button
                      key={s.sub_channel_id}
                      type="button"
                      size="sm"
                      minH="11"
                      variant={on ? 'subtle' : 'outline'}
                      colorPalette={on ? 'brand' : 'accent'}
                      aria-pressed={on}
                      onClick={() => setSubChannelId(s.sub_channel_id)}
                    >
                      {s.name}
                    </Button>
                  );
                })}
              </Flex>
            )}
          </Stack>

          <Stack gap="1">
            <TextField
              label="จำนวนเงิน (บาท)"
              name="amount"
              error={typingError}
              errorTestId="amount-error"
              helper={`ขั้นต่ำ ${thbText(channel.min_amount)} · สูงสุด ${thbText(channel.max_amount)}`}
              inputMode="decimal"
              autoComplete="off"
              placeholder={`${channel.min_amount} - ${channel.max_amount}`}
              h="12"
              fontSize="lg"
            />
            {channel.quick_amounts.length > 0 && (
              <Flex gap="2" wrap="wrap" mt="1">
                {channel.quick_amounts.map((quick) => (
                  <Button
                    key={quick}
                    type="button"
                    size="sm"
                    minH="11"
                    minW="16"
                    variant="outline"
                    colorPalette="accent"
                    aria-label={`ฝาก ${quick} บาท`}
                    onClick={() => {
                      form.setValue('amount', String(quick), { shouldValidate: form.formState.isSubmitted });
                      form.clearErrors();
                    }}
                  >
                    {countText(quick)}
                  </Button>
                ))}
              </Flex>
            )}
          </Stack>

          {held ? (
            <Box p="3" rounded="lg" bg="bg.raised" borderWidth="1px" borderColor="border.subtle" data-testid="held-promotion">
              <Text fontWeight="medium">{held.promotion.title}</Text>
              {held.status === 'accepted' && held.promotion.unavailable_reason ? (
                // Its rule no longer lets the member take it: say so before they pay, not after.
                <Text fontSize="sm" color="fg.warning">
                  {held.promotion.unavailable_reason} ฝากครั้งนี้จะไม่ได้รับโบนัส เลือกโปรโมชั่นอื่นได้ที่{' '}
                  <RouterLink to="/promotions">
                    <Text as="span" textDecoration="underline">
                      หน้าโปรโมชั่น
                    </Text>
                  </RouterLink>
                </Text>
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  {held.status === 'accepted'
                    ? 'รับโปรโมชั่นนี้ไว้แล้ว โบนัสจะเข้ากระเป๋าโบนัสเมื่อฝากเงินสำเร็จ'
                    : 'โปรโมชั่นนี้กำลังทำยอดเทิร์น รับโปรโมชั่นใหม่ได้เมื่อทำยอดครบ'}
                </Text>
              )}
            </Box>
          ) : (
            <PromotionChoice
              promotions={offered}
              notOffered={(promotions.data?.length ?? 0) - offered.length}
              loading={promotions.isPending}
              value={promotionId}
              onChange={(id) => {
                setPromotionId(id);
                form.clearErrors(FORM_ERROR as 'root.server');
              }}
              bonusText={chosen && amount !== null ? thbText(satangToThb(bonusOf(amount, chosen))) : null}
            />
          )}

          {formError && (
            <Alert.Root status="error" rounded="lg" data-testid="deposit-error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{formError.message}</Alert.Title>
                {formError.type === String(ErrorCode.DEPOSIT_PENDING_EXISTS) && (
                  <Alert.Description>
                    <RouterLink to="/member/payment">
                      <Text as="span" textDecoration="underline">
                        ดูรายการฝากที่รอชำระ
                      </Text>
                    </RouterLink>
                  </Alert.Description>
                )}
              </Alert.Content>
            </Alert.Root>
          )}

          <Button type="submit" colorPalette="brand" size="lg" minH="12" loading={busy} loadingText="กำลังสร้างรายการฝาก">
            ยืนยันฝากเงิน
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
