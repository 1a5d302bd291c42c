/**
 * /member/payment?ref=: one deposit until it is paid. PromptPay shows the QR
 * with its amount, a countdown to expiry on the server's clock and a save
 * button; bank and TrueMoney show the deposit notice. The status is live from
 * `payment:<ref>` with inquiry_status as the fallback. A pending bank deposit
 * takes the transfer's slip (slip-card). Without ?ref= the page
 * shows the member's latest pending deposit (qrcode_info).
 */
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Flex, Heading, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { LuDownload } from 'react-icons/lu';
import type { DepositStatus, GenerateQrResponse } from '#shared/api/payment.js';
import { formatThaiDateTime } from '#shared/dates.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { notify } from '#client/components/ui/toaster.js';
import { useServerNow } from '#client/lib/use-server-now.js';
import { useQrcodeInfo } from '../api/get-qrcode-info.js';
import { useDepositStatus } from '../api/get-deposit-status.js';
import { PROMOTIONS_QUERY_KEY, WALLETS_QUERY_KEY } from '../api/keys.js';
import { CopyButton } from '#client/components/copy-button/copy-button.js';
import { DepositNotice } from '../components/deposit-notice.js';
import { DepositStatusBadge } from '../components/deposit-status-badge.js';
import { SlipCard } from '../components/slip-card.js';
import { countdownText, thbText } from '../format.js';
import { countText } from '#client/lib/thai/format.js';

export const QR_HEADING = 'ชำระเงินผ่านคิวอาร์โค้ด';
export const TRANSFER_HEADING = 'แจ้งโอนเงิน';

const REF_PATTERN = /^[A-Z0-9]{6,32}$/;

export function PaymentPage() {
  const [params] = useSearchParams();
  const rawRef = params.get('ref');
  const ref = rawRef && REF_PATTERN.test(rawRef) ? rawRef : null;
  const deposit = useQrcodeInfo(ref);

  const transfer = deposit.data && deposit.data.channel_code !== 'promptpay';
  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        {transfer ? TRANSFER_HEADING : QR_HEADING}
      </Heading>
      {deposit.isPending && (
        <Stack gap="3" aria-label="กำลังโหลด">
          <Skeleton h="64" rounded="xl" />
          <Skeleton h="12" rounded="lg" />
        </Stack>
      )}
      <QueryError query={deposit} />
      {deposit.data === null && (
        <Stack align="center" py="8" gap="3">
          <Text color="fg.muted">ไม่มีรายการฝากที่รอชำระ</Text>
          <Button asChild colorPalette="brand" minH="11">
            <RouterLink to="/member/deposit">ฝากเงิน</RouterLink>
          </Button>
        </Stack>
      )}
      {deposit.data && <DepositView deposit={deposit.data} />}
    </Stack>
  );
}

function DepositView({ deposit }: { deposit: GenerateQrResponse }) {
  const live = useDepositStatus(deposit.ref);
  const now = useServerNow(1000);
  const queryClient = useQueryClient();
  const serverStatus: DepositStatus = live.data?.status ?? deposit.status;
  const remainingMs = Date.parse(deposit.expires_at) - now;
  // The server says so a moment later; the member should not pay into an expired QR meanwhile.
  const status: DepositStatus = serverStatus === 'pending' && remainingMs <= 0 ? 'expired' : serverStatus;

  const sawPending = useRef(false);
  useEffect(() => {
    if (status === 'pending') sawPending.current = true;
    if (status === 'paid' && sawPending.current) {
      sawPending.current = false;
      notify.success(`ฝากเงินสำเร็จ ${thbText(live.data?.amount ?? deposit.amount)}`);
      // The `wallets` topic pushes the new balance; this covers a socket that is down.
      void queryClient.invalidateQueries({ queryKey: WALLETS_QUERY_KEY });
      // The deposit funded (or ended) the accepted promotion, and may have used up a rule (a first deposit).
      void queryClient.invalidateQueries({ queryKey: PROMOTIONS_QUERY_KEY });
    }
  }, [status, live.data?.amount, deposit.amount, queryClient]);

  const isQr = deposit.channel_code === 'promptpay';
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <DepositStatusBadge status={status} />
        {status === 'pending' && (
          <Text fontSize="sm" color="fg.muted" aria-live="off">
            เหลือเวลา{' '}
            <Text as="span" fontWeight="bold" color="brand.fg" fontVariantNumeric="tabular-nums" data-testid="countdown">
              {countdownText(remainingMs)}
            </Text>{' '}
            นาที
          </Text>
        )}
      </Flex>

      <Box p="4" rounded="xl" bg="bg.raised" borderWidth="1px" borderColor="border.subtle">
        <Flex justify="space-between" align="center">
          <Text color="fg.muted">ยอดที่ต้องชำระ</Text>
          <Flex align="center" gap="1">
            <Text fontSize="2xl" fontWeight="bold" color="brand.fg" data-testid="deposit-amount">
              {thbText(deposit.amount)}
            </Text>
            {!isQr && <CopyButton value={deposit.amount.toFixed(2)} label="ยอดเงิน" />}
          </Flex>
        </Flex>
        <Flex justify="space-between" align="center">
          <Text fontSize="sm" color="fg.muted">
            รหัสอ้างอิง
          </Text>
          <Flex align="center" gap="1">
            <Text fontSize="sm" fontFamily="mono" data-testid="deposit-ref">
              {deposit.ref}
            </Text>
            <CopyButton value={deposit.ref} label="รหัสอ้างอิง" />
          </Flex>
        </Flex>
        <Text fontSize="xs" color="fg.muted">
          หมดเวลาชำระ {formatThaiDateTime(deposit.expires_at)} น.
        </Text>
      </Box>

      {status === 'pending' && isQr && deposit.qr_image && (
        <Stack align="center" gap="3">
          <Box bg="white" p="3" rounded="xl">
            <Image src={deposit.qr_image} alt={`คิวอาร์โค้ดพร้อมเพย์ ยอด ${thbText(deposit.amount)}`} boxSize={{ base: '64', md: '72' }} />
          </Box>
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            สแกนด้วยแอปธนาคารใดก็ได้ ยอดเงินถูกกำหนดไว้ในคิวอาร์โค้ดแล้ว
          </Text>
          <Button asChild variant="outline" colorPalette="brand" minH="11">
            <a href={deposit.qr_image} download={`promptpay-${deposit.ref}.png`}>
              <LuDownload aria-hidden /> บันทึกรูปคิวอาร์โค้ด
            </a>
          </Button>
        </Stack>
      )}
      {status === 'pending' && !isQr && <DepositNotice channelId={deposit.channel_id} channelCode={deposit.channel_code} subChannelId={deposit.sub_channel_id} />}
      {status === 'pending' && deposit.channel_code === 'bank' && <SlipCard depositRef={deposit.ref} />}

      {status === 'paid' && (
        <Alert.Root status="success" rounded="lg" data-testid="deposit-paid">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>ฝากเงินสำเร็จ ยอดเงินเข้ากระเป๋าแล้ว</Alert.Title>
            {live.data && (live.data.bonus > 0 || live.data.points > 0 || live.data.free_spins > 0) && (
              <Alert.Description>
                {[
                  live.data.bonus > 0 ? `โบนัส ${thbText(live.data.bonus)}` : null,
                  live.data.points > 0 ? `${countText(live.data.points)} แต้ม` : null,
                  live.data.free_spins > 0 ? `ฟรีสปิน ${live.data.free_spins} ครั้ง` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      {status === 'paid' && live.data?.promotion_note && (
        <Alert.Root status="warning" rounded="lg" data-testid="deposit-promotion-note">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>ยอดฝากนี้ไม่ได้รับโบนัสโปรโมชั่น</Alert.Title>
            <Alert.Description>{live.data.promotion_note}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {status === 'expired' && (
        <Alert.Root status="warning" rounded="lg" data-testid="deposit-expired">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>รายการนี้หมดเวลาชำระแล้ว กรุณาอย่าโอนเงินเข้ารายการนี้</Alert.Title>
            <Alert.Description>หากต้องการฝากเงิน กรุณาสร้างรายการใหม่</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {status === 'rejected' && (
        <Alert.Root status="error" rounded="lg" data-testid="deposit-rejected">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>รายการฝากนี้ไม่ได้รับการอนุมัติ</Alert.Title>
            <Alert.Description>{live.data?.reason ?? 'กรุณาติดต่อเจ้าหน้าที่'}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <Flex gap="2" wrap="wrap">
        {status !== 'pending' && status !== 'paid' && (
          <Button asChild colorPalette="brand" minH="11" flex="1">
            <RouterLink to="/member/deposit">สร้างรายการฝากใหม่</RouterLink>
          </Button>
        )}
        <Button asChild variant="outline" colorPalette="accent" minH="11" flex="1">
          <RouterLink to={status === 'paid' ? '/' : '/member'}>{status === 'paid' ? 'กลับหน้าหลัก' : 'กลับหน้าสมาชิก'}</RouterLink>
        </Button>
      </Flex>
    </Stack>
  );
}
