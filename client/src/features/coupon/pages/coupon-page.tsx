/**
 * /member/coupon: redeem a code (on the form kit, checked with the call's
 * schema, sent with an idempotency key), the Thai answer beside the field, and
 * the history.
 */
import { useRef } from 'react';
import { Alert, Badge, Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ZCouponRedeemRequest, type CouponRedeemRequest, type CouponRedemption } from '#shared/api/coupon.js';
import { formatThaiDateTime } from '#shared/dates.js';
import { ApiError, isRefusal, newIdempotencyKey } from '#client/lib/api-client.js';
import { FormProvider, TextField, UNAVAILABLE, useContractForm } from '#client/components/ui/form/index.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { useCouponHistory } from '../api/get-coupon-history.js';
import { useRedeemCoupon } from '../api/redeem-coupon.js';
import { countText, thbText } from '#client/lib/thai/format.js';

/** What a coupon gave, in Thai. */
export function rewardText(r: Pick<CouponRedemption, 'reward' | 'value'>): string {
  return r.reward === 'credit' ? `เครดิต ${thbText(r.value)} เข้ากระเป๋าโบนัส` : `${countText(r.value)} แต้ม`;
}

/** Thai runs words together, but a number after ได้รับ needs its space: "ได้รับ 50 แต้ม", "ได้รับเครดิต ฿100.00 …". */
export const successText = (r: Pick<CouponRedemption, 'reward' | 'value'>): string => `ได้รับ${r.reward === 'credit' ? '' : ' '}${rewardText(r)}`;

export function CouponPage() {
  const redeem = useRedeemCoupon();
  const history = useCouponHistory(1);
  const form = useContractForm(ZCouponRedeemRequest, { defaultValues: { code: '' } });
  const confirmKey = useRef<{ code: string; key: string } | null>(null);

  const send = ({ code }: CouponRedeemRequest) => {
    redeem.reset();
    if (!confirmKey.current || confirmKey.current.code !== code) confirmKey.current = { code, key: newIdempotencyKey() };
    redeem.mutate(
      { request: { code }, idempotencyKey: confirmKey.current.key },
      {
        onSuccess: () => {
          confirmKey.current = null;
          form.reset({ code: '' });
        },
        onError: (error) => {
          if (isRefusal(error)) confirmKey.current = null;
          form.setError('code', { type: 'server', message: error instanceof ApiError ? error.message : UNAVAILABLE });
        },
      },
    );
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        ใช้คูปอง
      </Heading>
      <FormProvider {...form}>
        <form onSubmit={(event) => void form.handleSubmit(send)(event)} noValidate aria-label="ใช้คูปอง">
          <Stack gap="3" p="3" rounded="lg" bg="bg.surface" borderWidth="1px" borderColor="border.subtle">
            <TextField
              label="รหัสคูปอง"
              name="code"
              errorTestId="coupon-error"
              autoCapitalize="characters"
              autoComplete="off"
              placeholder="เช่น WELCOME100"
              h="12"
              fontSize="lg"
              textTransform="uppercase"
              beside={
                <Button type="submit" h="12" colorPalette="brand" loading={redeem.isPending}>
                  ใช้คูปอง
                </Button>
              }
            />
            {redeem.data && (
              <Alert.Root status="success" rounded="lg" data-testid="coupon-success">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>ใช้คูปอง {redeem.data.code} สำเร็จ</Alert.Title>
                  <Alert.Description>{successText(redeem.data)}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
          </Stack>
        </form>
      </FormProvider>

      <Stack gap="2" as="section" aria-labelledby="coupon-history">
        <Heading as="h2" size="md" id="coupon-history">
          ประวัติการใช้คูปอง
        </Heading>
        {history.isPending && <Skeleton h="16" rounded="lg" />}
        <QueryError query={history} />
        {history.data?.items.length === 0 && <Text color="fg.muted">ยังไม่เคยใช้คูปอง</Text>}
        {history.data && history.data.items.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="2">
            {history.data.items.map((item) => (
              <Box as="li" key={item.id} p="3" rounded="lg" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" data-testid="coupon-row">
                <Flex justify="space-between" gap="2" align="center">
                  <Text fontWeight="bold">{item.title}</Text>
                  <Badge colorPalette={item.reward === 'credit' ? 'green' : 'purple'}>{item.reward === 'credit' ? 'เครดิต' : 'แต้ม'}</Badge>
                </Flex>
                <Text fontSize="sm">{rewardText(item)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {item.code} · {formatThaiDateTime(item.created_at)} น.
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
