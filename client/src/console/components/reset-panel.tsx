import { useState, type FormEvent } from 'react';
import { Box, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { ZResetLinkRequest } from '#shared/api/operator.js';
import { FormProvider, TextField } from '#client/components/ui/form/index.js';
import { useIssueResetLink, useSmsOutbox } from '../api/reset-link.js';
import { dateTimeText } from '../format.js';
import { FeedbackAlert } from './feedback.js';
import { useConsoleForm } from './use-console-form.js';

/**
 * Password reset for a member who asked over LINE (docs/decisions/0028): after
 * checking who they are, the agent issues a one-time link and sends it to them.
 * In demo mode the one-time codes the site would have sent by SMS show here too.
 */
export function ResetPanel() {
  const { form, feedback, refused, submit } = useConsoleForm(ZResetLinkRequest, { username: '' });
  const [link, setLink] = useState<{ url: string; username: string; expiresAt: string } | null>(null);
  const issue = useIssueResetLink();
  const outbox = useSmsOutbox();

  const issueLink = submit((request) =>
    issue.mutate(request, {
      onSuccess: (answer) => setLink({ url: `${window.location.origin}${answer.path}`, username: answer.username, expiresAt: answer.expires_at }),
      onError: refused,
    }),
  );
  const onSubmit = (event: FormEvent) => {
    setLink(null);
    issueLink(event);
  };

  return (
    <Stack gap="6" maxW="2xl">
      <FormProvider {...form}>
        <Stack gap="3" asChild>
          <form onSubmit={onSubmit} noValidate aria-label="ออกลิงก์ตั้งรหัสผ่านใหม่">
            <Text color="fg.muted">
              ตรวจสอบตัวตนของสมาชิกทาง LINE ก่อน (ชื่อ เลขบัญชี วันเกิด) แล้วจึงออกลิงก์ ลิงก์ใช้ได้ครั้งเดียว
              และเมื่อตั้งรหัสผ่านใหม่แล้วทุกอุปกรณ์ของสมาชิกจะออกจากระบบ
            </Text>
            <TextField label="เบอร์โทรศัพท์ของสมาชิก" name="username" htmlName="reset-username" inputMode="numeric" maxLength={10} required requiredIndicator={false} keep={(typed) => typed.replace(/\D/g, '')} />
            <FeedbackAlert feedback={feedback} />
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="brand" loading={issue.isPending}>
                ออกลิงก์ตั้งรหัสผ่านใหม่
              </Button>
            </HStack>
          </form>
        </Stack>
      </FormProvider>
      {link ? (
        <Box role="status" borderWidth="1px" borderRadius="md" p="3">
          <Text fontWeight="semibold">ลิงก์ของ {link.username} (ใช้ได้ถึง {dateTimeText(link.expiresAt)})</Text>
          <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" mt="2" data-testid="reset-link">
            {link.url}
          </Code>
          <Button size="sm" mt="2" variant="outline" onClick={() => void navigator.clipboard?.writeText(link.url)}>
            คัดลอกลิงก์
          </Button>
        </Box>
      ) : null}
      {outbox.data && outbox.data.length > 0 ? (
        <Stack gap="2" aria-label="SMS โหมดทดลอง" role="group">
          <Text fontWeight="semibold">SMS รหัสยืนยัน (โหมดทดลอง ไม่ได้ส่งจริง)</Text>
          {outbox.data.map((message) => (
            <Box key={`${message.sent_at}-${message.phone}`} borderWidth="1px" borderRadius="md" p="2">
              <Text fontSize="sm" color="fg.muted">
                {message.phone} · {dateTimeText(message.sent_at)}
              </Text>
              <Text>{message.text}</Text>
            </Box>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
