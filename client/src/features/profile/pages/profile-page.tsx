/**
 * /member/profile: who the member is (username, name, VIP, registered bank
 * account from get_user_info), the sub bank account, the password, and the
 * responsible-play limits.
 */
import { Box, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { THAI_BANKS } from '#shared/banks.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { useUserInfo } from '#client/member-data/get-user-info.js';
import { PasswordForm, SubBankForm } from '../components/account-forms.js';
import { LimitsPanel } from '../components/limits-panel.js';

export const VIP_TH: Record<number, string> = { 0: 'สมาชิกทั่วไป', 1: 'สมาชิกระดับโกลด์', 2: 'สมาชิกระดับฮีโร่' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3" as="section" p="4" rounded="xl" bg="bg.surface" borderWidth="1px" borderColor="border.subtle">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Flex justify="space-between" gap="2">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="medium" textAlign="end">
        {value}
      </Text>
    </Flex>
  );
}

export function ProfilePage() {
  const user = useUserInfo();
  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        โปรไฟล์
      </Heading>
      {user.isPending && <Skeleton h="40" rounded="xl" aria-label="กำลังโหลด" />}
      <QueryError query={user} />
      {user.data && (
        <>
          <Section title="ข้อมูลสมาชิก">
            <Box data-testid="profile-info">
              <Line label="ชื่อผู้ใช้" value={user.data.username} />
              <Line label="ชื่อ-นามสกุล" value={`${user.data.first_name} ${user.data.last_name}`} />
              <Line label="ระดับสมาชิก" value={VIP_TH[user.data.vip_level] ?? String(user.data.vip_level)} />
              <Line label="บัญชีหลัก" value={`${THAI_BANKS[user.data.bank_code] ?? user.data.bank_code} ${user.data.bank_account_no}`} />
              <Line label="รหัสแนะนำเพื่อน" value={user.data.referral_code} />
            </Box>
          </Section>
          <Section title="บัญชีธนาคารสำรอง">
            <SubBankForm user={user.data} />
          </Section>
          <Section title="เปลี่ยนรหัสผ่าน">
            <PasswordForm />
          </Section>
        </>
      )}
      <Section title="การเล่นอย่างรับผิดชอบ">
        <LimitsPanel />
      </Section>
    </Stack>
  );
}
