/**
 * /member/coupon: redeem a code (checked with the shared schema, sent with an
 * idempotency key), the Thai answer beside the field, and the history.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Alert, Badge, Box, Button, Field, Flex, Heading, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ZCouponRedeemRequest, type CouponRedemption } from '@shared/api/coupon.js';
import { formatThaiDateTime } from '@shared/dates.js';
import { formatThb, isThbAmount, thbToSatang } from '@shared/money-format.js';
import { ApiError, newIdempotencyKey } from '../../../lib/api-client.js';
import { QueryError } from '../../../components/load-error/query-error.js';
import { useCouponHistory } from '../api/get-coupon-history.js';
import { useRedeemCoupon } from '../api/redeem-coupon.js';
import { countText } from '../../../lib/thai/format.js';

const thbText = (thb: number) => formatThb(isThbAmount(thb) ? thbToSatang(thb) : Math.round(thb * 100));

/** What a coupon gave, in Thai. */
export function rewardText(r: Pick<CouponRedemption, 'reward' | 'value'>): string {
  return r.reward === 'credit' ? `เครดิต ${thbText(r.value)} เข้ากระเป๋าโบนัส` : `${countText(r.value)} แต้ม`;
}

/** Thai runs words together, but a number after ได้รับ needs its space: "ได้รับ 50 แต้ม", "ได้รับเครดิต ฿100.00 …". */
export const successText = (r: Pick<CouponRedemption, 'reward' | 'value'>): string => `ได้รับ${r.reward === 'credit' ? '' : ' '}${rewardText(r)}`;

const isRefusal = (error: unknown) => error instanceof ApiError && error.status > 0 && error.status < 500;

export function CouponPage() {
  const redeem = useRedeemCoupon();
  const history = useCouponHistory(1);
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const confirmKey = useRef<{ code: string; key: string } | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    redeem.reset();
    const parsed = ZCouponRedeemRequest.safeParse({ code });
    if (!parsed.success) {
      setLocalError(parsed.error.issues[0]?.message ?? 'รหัสคูปองไม่ถูกต้อง');
      return;
    }
    setLocalError(null);
    const normalized = parsed.data.code;
    if (!confirmKey.current || confirmKey.current.code !== normalized) confirmKey.current = { code: normalized, key: newIdempotencyKey() };
    redeem.mutate(
      { request: { code: normalized }, idempotencyKey: confirmKey.current.key },
      {
        onSuccess: () => {
          confirmKey.current = null;
          setCode('');
        },
        onError: (error) => {
          if (isRefusal(error)) confirmKey.current = null;
        },
      },
    );
  };

  const error = localError ?? redeem.error?.message ?? null;
  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        ใช้คูปอง
      </Heading>
      <form onSubmit={onSubmit} noValidate aria-label="ใช้คูปอง">
        <Stack gap="3" p="3" rounded="lg" bg="bg.surface" borderWidth="1px" borderColor="border.subtle">
          <Field.Root invalid={error !== null}>
            <Field.Label>รหัสคูปอง</Field.Label>
            <HStack w="full">
              <Input
                value={code}
                onChange={(e) => {
                  setCode(e.target.value);
                  setLocalError(null);
                  redeem.reset();
                }}
                autoCapitalize="characters"
                autoComplete="off"
                placeholder="เช่น WELCOME100"
                h="12"
                fontSize="lg"
                textTransform="uppercase"
                name="code"
              />
              <Button type="submit" h="12" colorPalette="brand" loading={redeem.isPending}>
                ใช้คูปอง
              </Button>
            </HStack>
            {error && <Field.ErrorText data-testid="coupon-error">{error}</Field.ErrorText>}
          </Field.Root>
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
