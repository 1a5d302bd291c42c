/**
 * The member's votes of the day (over every poll): left, where they came
 * from (free, earned by deposits, used), and how much more to deposit today
 * for the next one. A visitor sees a login button instead.
 */
import { Link as RouterLink } from 'react-router-dom';
import { Button, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuLogIn, LuTicket, LuWallet } from 'react-icons/lu';
import type { PollQuota } from '#shared/api/poll.js';
import { formatThaiDate } from '#shared/dates.js';
import { bahtText } from '#client/lib/money-text.js';
import { countText } from '../format.js';
import { OpenAuthButton } from '#client/components/open-auth-button/open-auth-button.js';

export function QuotaPanel({ quota, loading }: { quota: PollQuota | null; loading: boolean }) {
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} rounded="xl" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" as="section" aria-labelledby="poll-quota-title">
      <Flex align="center" gap="2">
        <LuTicket aria-hidden />
        <Text id="poll-quota-title" fontWeight="bold" fontSize="lg">
          สิทธิ์โหวตของคุณวันนี้
        </Text>
      </Flex>
      {loading && <Skeleton h="24" rounded="lg" aria-label="กำลังโหลด" />}
      {quota && <QuotaFigures quota={quota} />}
    </Stack>
  );
}

function QuotaFigures({ quota }: { quota: PollQuota }) {
  return (
    <>
      <Text fontSize="sm" color="fg.muted" data-testid="quota-left">
        เหลือ{' '}
        <Text as="span" fontSize="3xl" fontWeight="bold" color={quota.left > 0 ? 'brand.fg' : 'red.300'} fontVariantNumeric="tabular-nums">
          {countText(quota.left)}
        </Text>{' '}
        สิทธิ์
      </Text>
      <HStack gap="2" wrap="wrap" fontSize="sm" data-testid="quota-breakdown">
        <Figure label="ฟรี" value={quota.free} />
        <Figure label="จากยอดฝาก" value={quota.earned} />
        <Figure label="ใช้แล้ว" value={quota.used} />
      </HStack>
      <Stack gap="1" p="2.5" rounded="lg" bg="bg.raised" fontSize="sm" data-testid="quota-next">
        <Text>
          ยอดฝากวันนี้ {bahtText(quota.deposit_today)} · ฝากครบทุก {bahtText(quota.per_deposit)} รับเพิ่ม 1 สิทธิ์
        </Text>
        <Text fontWeight="medium" color="brand.fg">
          ฝากเพิ่มอีก {bahtText(quota.deposit_to_next)} เพื่อรับสิทธิ์โหวตครั้งถัดไป
        </Text>
        <Button asChild colorPalette="brand" variant="outline" size="sm" minH="11" alignSelf="flex-start" mt="1">
          <RouterLink to="/member/deposit">
            <LuWallet aria-hidden />
            ฝากเงิน
          </RouterLink>
        </Button>
      </Stack>
      <Text fontSize="xs" color="fg.muted">
        สิทธิ์ของวันที่ {formatThaiDate(quota.day)} ใช้ได้กับทุกโพล และเริ่มนับใหม่ทุกวันเวลา 00:00 น.
      </Text>
    </>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Text px="2.5" py="1" rounded="full" bg="bg.raised">
      {label}{' '}
      <Text as="span" fontWeight="bold" fontVariantNumeric="tabular-nums">
        {countText(value)}
      </Text>
    </Text>
  );
}

/** What a visitor sees in the quota's place. */
export function LoginToVote() {
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} rounded="xl" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" data-testid="poll-login">
      <Text fontSize="sm" color="fg.muted">
        ทุกคนดูผลโหวตได้ สมาชิกได้สิทธิ์โหวตฟรีทุกวัน และรับสิทธิ์เพิ่มเมื่อฝากเงิน
      </Text>
      <OpenAuthButton modal="login" colorPalette="brand" size="lg" minH="12">
        <LuLogIn aria-hidden />
        เข้าสู่ระบบเพื่อโหวต
      </OpenAuthButton>
      <OpenAuthButton modal="register" variant="ghost" size="sm" minH="11" color="brand.fg">
        ยังไม่เป็นสมาชิก? สมัครสมาชิก
      </OpenAuthButton>
    </Stack>
  );
}
