/**
 * /forgot (docs/decisions/0028): the member gives their phone; with SMS the
 * site sends a one-time code and the member sets a new password with it; in
 * demo mode no SMS goes out and the page says to ask the agent over LINE for
 * the code; without SMS the page asks them to contact the agent over LINE,
 * who checks them and sends a one-time link, `/forgot?token=…`, which opens
 * straight on the new password. Either way every session ends and the member
 * logs in again. A code's reference (docs/decisions/0084), when the answer
 * has one, is shown beside the code field and sent with the code.
 */
import { useState } from 'react';
import { Button, Heading, Icon, Link as ChakraLink, Stack, Steps, Text } from '@chakra-ui/react';
import { LuCircleCheck } from 'react-icons/lu';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { ZResetPasswordRequest, ZResetPasswordV2Request, type ResetMethod, type ResetPasswordV2Request } from '#shared/api/auth.js';
import { useResetPassword, useResetPasswordV2 } from '../api/reset-password.js';
import { AskTheAgent, CodeFromAgent } from '../components/ask-the-agent.js';
import { errorAt, FormError, FormProvider, PASSWORD_MISMATCH, PasswordField, placeServerErrors, TextField, useContractForm } from '#client/components/ui/form/index.js';
import { SubmitButton } from '#client/components/ui/submit-button.js';

type Step = 0 | 1 | 2;

/** What step 2 needs: the phone and the code (by SMS, or from the agent) come from the form, a link brings its token. */
type Proof =
  | { kind: 'code'; username: string; via: Exclude<ResetMethod, 'agent'>; ref: string | undefined }
  | { kind: 'link'; reset_token: string };

function PhoneStep({ onCode, onAgent }: { onCode: (proof: Proof) => void; onAgent: () => void }) {
  const reset = useResetPassword();
  const form = useContractForm(ZResetPasswordRequest, { defaultValues: { username: '' } });

  const onSubmit = form.handleSubmit((request) => {
    reset.mutate(request, {
      onSuccess: ({ method, ref }) =>
        method === 'agent' ? onAgent() : onCode({ kind: 'code', username: request.username, via: method, ref: ref ?? undefined }),
      onError: (error) => placeServerErrors(form.setError, error, ['username']),
    });
  });

  return (
    <FormProvider {...form}>
      <Stack asChild gap="4">
        <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="ขอรหัสยืนยัน">
          <Text color="fg.muted">กรอกเบอร์โทรศัพท์ที่ใช้สมัครสมาชิก เพื่อเริ่มตั้งรหัสผ่านใหม่</Text>
          <FormError />
          <TextField label="เบอร์โทรศัพท์" name="username" inputMode="tel" autoComplete="username" required />
          <SubmitButton colorPalette="brand" size="lg" loading={reset.isPending} loadingText="กำลังส่ง">
            ถัดไป
          </SubmitButton>
        </form>
      </Stack>
    </FormProvider>
  );
}

/** What the member types; the request is made from it and the proof, and checked by the call's schema. */
const ZNewPasswordValues = z.object({ code: z.string(), new_password: z.string(), confirm_password: z.string() });
type NewPasswordValues = z.infer<typeof ZNewPasswordValues>;

function resetRequest(proof: Proof, values: NewPasswordValues): ResetPasswordV2Request {
  return proof.kind === 'code'
    ? { username: proof.username, code: values.code, ...(proof.ref ? { ref: proof.ref } : {}), new_password: values.new_password }
    : { reset_token: proof.reset_token, new_password: values.new_password };
}

/** The request's Thai messages at their fields, and the confirmation's, all at once. */
const newPasswordSchema = (proof: Proof) =>
  ZNewPasswordValues.superRefine((values, ctx) => {
    const checked = ZResetPasswordV2Request.safeParse(resetRequest(proof, values));
    if (!checked.success) {
      for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.map(String) });
    }
    if (values.confirm_password !== values.new_password) ctx.addIssue({ code: 'custom', message: PASSWORD_MISMATCH, path: ['confirm_password'] });
  });

function NewPasswordStep({ proof, onDone, onRestart }: { proof: Proof; onDone: () => void; onRestart: () => void }) {
  const reset = useResetPasswordV2();
  const form = useContractForm(newPasswordSchema(proof), { defaultValues: { code: '', new_password: '', confirm_password: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    reset.mutate(resetRequest(proof, values), {
      onSuccess: onDone,
      onError: (error) => placeServerErrors(form.setError, error, ['code', 'new_password']),
    });
  });

  return (
    <FormProvider {...form}>
      <Stack asChild gap="4">
        <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="ตั้งรหัสผ่านใหม่">
          {/* A link's token or the phone is no field of this form: its refusal is the form's. */}
          <FormError message={errors.root?.server?.message ?? errorAt(errors, 'reset_token') ?? errorAt(errors, 'username')} />
          {proof.kind === 'code' && proof.via === 'agent_code' && <CodeFromAgent username={proof.username} />}
          {proof.kind === 'code' && proof.ref && (
            <Text textAlign="center" py="2" rounded="lg" bg="bg.surface" borderWidth="1px" borderColor="border.emphasized" data-testid="reset-ref">
              <Text as="span" color="fg.muted">
                รหัสอ้างอิง:{' '}
              </Text>
              <Text as="span" fontSize="xl" fontWeight="bold" letterSpacing="widest" color="brand.fg" fontFamily="mono">
                {proof.ref}
              </Text>
            </Text>
          )}
          {proof.kind === 'code' && (
            <TextField
              label={proof.via === 'sms' ? 'รหัสยืนยันจาก SMS' : 'รหัสยืนยันจากเจ้าหน้าที่'}
              name="code"
              keep={(value) => value.replace(/[^\d]/g, '').slice(0, 6)}
              inputMode="numeric"
              autoComplete="one-time-code"
              helper={proof.via === 'sms' ? `ส่งรหัส 6 หลักทาง SMS ไปที่ ${proof.username} แล้ว` : 'ตัวเลข 6 หลัก'}
              required
            />
          )}
          <PasswordField label="รหัสผ่านใหม่" name="new_password" autoComplete="new-password" helper="อย่างน้อย 8 ตัวอักษร" required />
          <PasswordField label="ยืนยันรหัสผ่านใหม่" name="confirm_password" autoComplete="new-password" required />
          <SubmitButton colorPalette="brand" size="lg" loading={reset.isPending} loadingText="กำลังบันทึก">
            ตั้งรหัสผ่านใหม่
          </SubmitButton>
          <Button type="button" variant="ghost" onClick={onRestart}>
            เริ่มใหม่
          </Button>
        </form>
      </Stack>
    </FormProvider>
  );
}

const STEPS = ['เบอร์โทรศัพท์', 'รหัสผ่านใหม่', 'เสร็จสิ้น'] as const;

export function ForgotPage() {
  const [params, setParams] = useSearchParams();
  const linkToken = params.get('token');
  const [step, setStep] = useState<Step>(linkToken ? 1 : 0);
  const [proof, setProof] = useState<Proof | undefined>(linkToken ? { kind: 'link', reset_token: linkToken } : undefined);
  const [askAgent, setAskAgent] = useState(false);

  const restart = () => {
    setProof(undefined);
    setAskAgent(false);
    setStep(0);
    // A used or expired link must not come back on the next visit of this page.
    if (linkToken) setParams({}, { replace: true });
  };

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl" textAlign="center">
        ลืมรหัสผ่าน
      </Heading>
      <Steps.Root step={step} count={STEPS.length} size="sm" colorPalette="brand">
        <Steps.List>
          {STEPS.map((title, index) => (
            <Steps.Item key={title} index={index} title={title} alignItems="flex-start">
              {/* The label sits under its number: three labels beside their numbers overflow a phone. */}
              <Stack align="center" gap="1" flexShrink={0}>
                <Steps.Indicator />
                <Steps.Title whiteSpace="nowrap" fontSize="xs">
                  {title}
                </Steps.Title>
              </Stack>
              <Steps.Separator mt="4" />
            </Steps.Item>
          ))}
        </Steps.List>
      </Steps.Root>
      {step === 0 && !askAgent && (
        <PhoneStep
          onCode={(next) => {
            setProof(next);
            setStep(1);
          }}
          onAgent={() => setAskAgent(true)}
        />
      )}
      {step === 0 && askAgent && <AskTheAgent onRestart={restart} />}
      {step === 1 && proof && (
        <NewPasswordStep
          proof={proof}
          onDone={() => {
            setProof(undefined);
            setStep(2);
            if (linkToken) setParams({}, { replace: true });
          }}
          onRestart={restart}
        />
      )}
      {step === 2 && (
        <Stack align="center" textAlign="center" gap="3" role="status">
          <Icon as={LuCircleCheck} boxSize="12" color="green.400" />
          <Text fontSize="lg" fontWeight="medium">
            ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว
          </Text>
          <Text color="fg.muted">กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่</Text>
          <Button asChild colorPalette="brand" size="lg" w="full">
            <Link to="/login">ไปหน้าเข้าสู่ระบบ</Link>
          </Button>
        </Stack>
      )}
      {step === 0 && (
        <Text fontSize="sm" textAlign="center">
          นึกรหัสผ่านออกแล้ว?{' '}
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <Link to="/login">เข้าสู่ระบบ</Link>
          </ChakraLink>
        </Text>
      )}
    </Stack>
  );
}
