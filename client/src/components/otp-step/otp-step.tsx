/**
 * The code step of a guarded form (docs/decisions/0084), shown in the form's
 * place: where the code went, the reference the SMS carries beside it, one
 * field for the six digits, the resend button that wakes after the server's
 * wait, and, in demo mode, the SMS itself in a box that looks like a phone's
 * notification, so a visitor can walk the demo without a phone.
 */
import type { FormEvent } from 'react';
import { Alert, Box, Button, Center, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { LuMessageSquareText } from 'react-icons/lu';
import { OTP_PURPOSE_TH } from '#shared/api/otp-answer.js';
import { TICK_MS, useServerNow } from '#client/lib/use-server-now.js';
import { SubmitButton } from '../ui/submit-button.js';
import type { OtpStepState } from './use-otp-guard.js';

/** "0812345678" → "08x-xxx-x678": enough to recognise one's own phone, not enough to read someone else's. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return 'xxx-xxx-xxxx';
  return `${digits.slice(0, 2)}x-xxx-x${digits.slice(-3)}`;
}

/** Seconds → "0:45", "1:05". */
const waitText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export const DEMO_SMS_LABEL = 'โหมดทดลอง: ข้อความ SMS ที่เบอร์นี้จะได้รับ';

function DemoSms({ text }: { text: string }) {
  return (
    <Stack gap="1.5" data-testid="otp-demo-sms" role="note" aria-label={DEMO_SMS_LABEL}>
      <Text fontSize="xs" fontWeight="medium" color="brand.fg">
        {DEMO_SMS_LABEL}
      </Text>
      <HStack align="start" gap="3" p="3" rounded="2xl" bg="bg.raised" borderWidth="1px" borderColor="border.emphasized" shadow="lg">
        <Center boxSize="9" flexShrink={0} rounded="xl" bg="green.500" color="white" aria-hidden>
          <LuMessageSquareText size="20" />
        </Center>
        <Stack gap="0.5" minW="0" flex="1">
          <HStack justify="space-between" gap="2">
            <Text fontSize="sm" fontWeight="semibold">
              ข้อความ
            </Text>
            <Text fontSize="xs" color="fg.muted">
              เมื่อสักครู่
            </Text>
          </HStack>
          <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" data-testid="otp-demo-sms-text">
            {text}
          </Text>
        </Stack>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        ระบบทดลองไม่ได้ส่ง SMS จริง ใช้รหัสในข้อความนี้ได้เลย
      </Text>
    </Stack>
  );
}

function ResendButton({ resendAt, resending, onResend, primary }: { resendAt: number; resending: boolean; onResend: () => void; primary: boolean }) {
  // `now` is a tick behind at most, so the button never wakes early; the count rounds to the nearest second.
  const now = useServerNow(TICK_MS);
  const wait = now < resendAt ? Math.max(1, Math.round((resendAt - now) / 1000)) : 0;
  const label = primary ? 'ขอรหัสใหม่' : 'ส่งรหัสอีกครั้ง';
  return (
    <Button
      type="button"
      variant={primary ? 'solid' : 'outline'}
      colorPalette="brand"
      size="lg"
      minH="12"
      disabled={wait > 0}
      loading={resending}
      loadingText="กำลังส่งรหัส"
      onClick={onResend}
      data-testid="otp-resend"
    >
      {wait > 0 ? `${label} (${waitText(wait)})` : label}
    </Button>
  );
}

export function OtpStep(step: OtpStepState) {
  const { purpose, phone, sent, code, error, notice, expired } = step;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    step.onSubmit();
  };
  return (
    <Stack asChild gap="4" w="full" maxW="md" mx="auto">
      <form method="post" onSubmit={onSubmit} noValidate aria-label="ยืนยันรหัส OTP">
        <Stack gap="1" textAlign="center">
          <Heading as="h2" size="lg">
            ยืนยันรหัส OTP
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            เพื่อ{OTP_PURPOSE_TH[purpose]}
          </Text>
        </Stack>
        <Text textAlign="center" data-testid="otp-sent-to">
          ส่งรหัส OTP 6 หลักไปที่เบอร์ {phone ? maskPhone(phone) : 'ของคุณ'} แล้ว
        </Text>
        <Box textAlign="center" py="2" px="3" rounded="lg" bg="bg.surface" borderWidth="1px" borderColor="border.emphasized" data-testid="otp-ref">
          <Text as="span" color="fg.muted">
            รหัสอ้างอิง (Ref):{' '}
          </Text>
          <Text as="span" fontSize="2xl" fontWeight="bold" letterSpacing="widest" color="brand.fg" fontFamily="mono">
            {sent.ref}
          </Text>
        </Box>
        {sent.method === 'demo' && sent.demo_sms && <DemoSms text={sent.demo_sms} />}
        {error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        {notice && !error && (
          <Text role="status" textAlign="center" fontSize="sm" color="green.300">
            {notice}
          </Text>
        )}
        {!expired && (
          <>
            <Field.Root invalid={Boolean(error)} required>
              <Field.Label>รหัส OTP</Field.Label>
              <Input
                name="otp"
                value={code}
                onChange={(event) => step.onCodeChange(event.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={6}
                placeholder="______"
                h="14"
                fontSize="2xl"
                textAlign="center"
                letterSpacing="0.5em"
                autoFocus
              />
              <Field.HelperText>ตัวเลข 6 หลักจาก SMS ที่มีรหัสอ้างอิง {sent.ref}</Field.HelperText>
            </Field.Root>
            <SubmitButton colorPalette="brand" size="lg" minH="12" loading={step.submitting} loadingText="กำลังยืนยัน">
              ยืนยัน
            </SubmitButton>
          </>
        )}
        <ResendButton resendAt={step.resendAt} resending={step.resending} onResend={step.onResend} primary={expired} />
        <Button type="button" variant="ghost" size="lg" minH="12" onClick={step.onCancel} disabled={step.submitting}>
          ยกเลิก
        </Button>
      </form>
    </Stack>
  );
}
