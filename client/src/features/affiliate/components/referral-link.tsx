/**
 * The member's link and code, each with a copy button, a LINE share (LINE's
 * own share sheet inside a LIFF page, else LINE's share link), and the clicks
 * and sign-ups it brought.
 */
import { Button, Code, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { LuShare2 } from 'react-icons/lu';
import type { AffiliateSummary } from '#shared/api/affiliate.js';
import { notify } from '#client/components/ui/toaster.js';
import { useLineShare } from '#client/lib/liff.js';
import { countText, lineShareUrl, referralLink } from '../format.js';
import { CopyTextButton } from './copy-text-button.js';

export function ReferralLink({ summary }: { summary: AffiliateSummary }) {
  const link = referralLink(summary.link_path, summary.code);
  const lineShare = useLineShare();
  const shareInLine = async (share: NonNullable<typeof lineShare>) => {
    try {
      if (await share(`สมัครสมาชิกผ่านลิงก์แนะนำของฉัน ${link}`)) notify.success('แชร์แล้ว', 1000);
    } catch {
      notify.error('แชร์ไม่สำเร็จ กรุณาคัดลอกลิงก์แล้วส่งเอง');
    }
  };
  return (
    <Stack as="section" aria-labelledby="referral-link-title" gap="3" p={{ base: '4', md: '5' }} rounded="xl" bg="bg.surface" borderWidth="1px" borderColor="brand.muted">
      <Text id="referral-link-title" fontWeight="bold" fontSize="lg">
        ลิงก์แนะนำของคุณ
      </Text>
      <Flex gap="2" align="center">
        <Code flex="1" minW="0" fontSize="sm" px="3" py="2.5" bg="bg.raised" color="fg.default" wordBreak="break-all" whiteSpace="normal" data-testid="referral-link">
          {link}
        </Code>
        <CopyTextButton value={link} label="คัดลอกลิงก์" />
      </Flex>
      <Flex gap="2" align="center">
        <Text fontSize="sm" color="fg.muted" flexShrink={0}>
          รหัสแนะนำ
        </Text>
        <Code flex="1" fontSize="md" fontWeight="bold" px="3" py="2" bg="bg.raised" color="brand.fg" data-testid="referral-code">
          {summary.code}
        </Code>
        <CopyTextButton value={summary.code} label="คัดลอกรหัส" />
      </Flex>
      {lineShare ? (
        <Button minH="11" bg="#06C755" color="white" _hover={{ bg: '#05b34c' }} data-testid="line-share" onClick={() => void shareInLine(lineShare)}>
          <LuShare2 aria-hidden /> แชร์ผ่าน LINE
        </Button>
      ) : (
        <Button asChild minH="11" bg="#06C755" color="white" _hover={{ bg: '#05b34c' }}>
          <a href={lineShareUrl(link)} target="_blank" rel="noopener noreferrer" data-testid="line-share">
            <LuShare2 aria-hidden /> แชร์ผ่าน LINE
          </a>
        </Button>
      )}
      <HStack gap="4" fontSize="sm" color="fg.muted" justify="center">
        <Text>
          คลิกลิงก์ <b data-testid="clicks">{countText(summary.clicks)}</b> ครั้ง
        </Text>
        <Text>
          สมัครแล้ว <b data-testid="signups">{countText(summary.signups)}</b> คน
        </Text>
      </HStack>
    </Stack>
  );
}
