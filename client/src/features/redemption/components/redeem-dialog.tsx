/**
 * Choosing an item: the server's preview (cost, points now and after, or the
 * refusal a redeem would get), then confirm. The idempotency key is kept for
 * the item until an answer comes, so a retry after a lost answer replays the
 * first redeem instead of spending the points twice.
 */
import { useRef } from 'react';
import { Alert, Box, Button, Dialog, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { RedeemResponse, RedemptionItem } from '#shared/api/redemption.js';
import { isRefusal, newIdempotencyKey } from '#client/lib/api-client.js';
import { pointsText } from '#client/lib/money-text.js';
import { PageDialog } from '#client/components/ui/page-dialog.js';
import { useRedemptionCalc } from '../api/calc-redemption.js';
import { useRedeemItem } from '../api/redeem-item.js';
import { rewardText } from '../format.js';
import { ItemVisual } from './item-visual.js';

export function RedeemDialog({ item, onClose, onShowHistory }: { item: RedemptionItem | null; onClose: () => void; onShowHistory: () => void }) {
  const redeem = useRedeemItem();
  const attempt = useRef<{ itemId: number; key: string } | null>(null);

  const close = () => {
    redeem.reset();
    onClose();
  };

  const confirm = () => {
    if (!item) return;
    if (attempt.current?.itemId !== item.item_id) attempt.current = { itemId: item.item_id, key: newIdempotencyKey() };
    redeem.mutate(
      { request: { item_id: item.item_id }, idempotencyKey: attempt.current.key },
      {
        onSuccess: () => {
          attempt.current = null;
        },
        onError: (error) => {
          if (isRefusal(error)) attempt.current = null;
        },
      },
    );
  };

  return (
    <PageDialog open={item !== null} onClose={close} title="ยืนยันการแลกของรางวัล">
      {item &&
        (redeem.data ? (
          <Redeemed
            result={redeem.data}
            onClose={close}
            onShowHistory={() => {
              redeem.reset();
              onShowHistory();
            }}
          />
        ) : (
          <Preview item={item} redeem={redeem} onConfirm={confirm} />
        ))}
    </PageDialog>
  );
}

function Preview({ item, redeem, onConfirm }: { item: RedemptionItem; redeem: ReturnType<typeof useRedeemItem>; onConfirm: () => void }) {
  const calc = useRedemptionCalc(item.item_id);
  const refusal = calc.data?.refusal ?? null;
  const redeemError = redeem.error && redeem.error.message !== refusal?.message ? redeem.error.message : null;
  const rows: [string, string, string?][] = calc.data
    ? [
        ['แต้มที่ใช้', `${pointsText(calc.data.cost)} แต้ม`],
        ['แต้มของคุณ', `${pointsText(calc.data.points)} แต้ม`],
        ['แต้มคงเหลือหลังแลก', `${pointsText(calc.data.points_after)} แต้ม`, 'points-after'],
      ]
    : [];

  return (
    <>
      <Dialog.Body py="4">
        <Stack gap="4">
          <Flex gap="3" align="center">
            <Box w="24" flexShrink={0} rounded="lg" overflow="hidden">
              <ItemVisual item={item} />
            </Box>
            <Stack gap="1" minW="0">
              <Text fontWeight="bold">{item.title}</Text>
              <Text fontSize="sm" color="brand.fg">
                ได้รับ{rewardText(item)}
              </Text>
            </Stack>
          </Flex>
          {item.description && (
            <Text fontSize="sm" color="fg.muted">
              {item.description}
            </Text>
          )}
          {calc.isPending && <Skeleton h="24" rounded="lg" />}
          {calc.isError && (
            <Alert.Root status="error" rounded="lg" data-testid="calc-error">
              <Alert.Indicator />
              <Alert.Title>{calc.error.message}</Alert.Title>
            </Alert.Root>
          )}
          {calc.data && (
            <Stack gap="1" p="3" rounded="lg" bg="bg.raised" data-testid="redeem-preview" opacity={calc.isFetching ? 0.6 : 1}>
              {rows.map(([label, value, testId]) => (
                <HStack key={label} justify="space-between" gap="2" fontSize="sm">
                  <Text color="fg.muted">{label}</Text>
                  <Text fontWeight="medium" data-testid={testId}>
                    {value}
                  </Text>
                </HStack>
              ))}
            </Stack>
          )}
          {refusal && (
            <Alert.Root status="warning" rounded="lg" data-testid="redeem-refusal">
              <Alert.Indicator />
              <Alert.Title>{refusal.message}</Alert.Title>
            </Alert.Root>
          )}
          {redeemError && (
            <Alert.Root status="error" rounded="lg" data-testid="redeem-error">
              <Alert.Indicator />
              <Alert.Title>{redeemError}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer borderTopWidth="1px" borderColor="border.subtle">
        <Button w="full" minH="12" colorPalette="brand" loading={redeem.isPending} disabled={!calc.data || refusal !== null || calc.isFetching} onClick={onConfirm}>
          ยืนยันแลก {pointsText(item.cost)} แต้ม
        </Button>
      </Dialog.Footer>
    </>
  );
}

function Redeemed({ result, onClose, onShowHistory }: { result: RedeemResponse; onClose: () => void; onShowHistory: () => void }) {
  const { redemption } = result;
  return (
    <>
      <Dialog.Body py="4">
        <Alert.Root status="success" rounded="lg" data-testid="redeem-success">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>แลก {redemption.title} สำเร็จ</Alert.Title>
            <Alert.Description>
              {redemption.reward === 'goods' ? 'ทีมงานจะจัดส่งของรางวัลให้คุณ ติดตามสถานะได้ที่ประวัติการแลก' : `ได้รับ${rewardText(redemption)}`}
              <br />
              ใช้ไป {pointsText(redemption.cost)} แต้ม คงเหลือ {pointsText(result.points)} แต้ม
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Dialog.Body>
      <Dialog.Footer borderTopWidth="1px" borderColor="border.subtle">
        <Flex w="full" gap="2">
          <Button flex="1" minH="12" variant="outline" colorPalette="accent" onClick={onShowHistory}>
            ดูประวัติการแลก
          </Button>
          <Button flex="1" minH="12" colorPalette="brand" onClick={onClose}>
            ปิด
          </Button>
        </Flex>
      </Dialog.Footer>
    </>
  );
}
