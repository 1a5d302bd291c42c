import { Alert, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZOperatorName } from '#shared/api/audit.js';
import { ErrorCode } from '#shared/errors.js';
import { ConsoleApiError } from '../api/console-client.js';
import { agentKey } from '../api/agent-key.js';
import { getStats, statsQueryOptions } from '../api/get-stats.js';
import { FormProvider, TextField, useContractForm } from '#client/components/ui/form/index.js';
import { SubmitButton } from '#client/components/ui/submit-button.js';

/** The operator's name for the audit list, and the key (checked by the server, not here). */
const ZSignIn = z.object({
  name: ZOperatorName,
  key: z.string().trim().min(1, { error: 'กรุณากรอกรหัสเอเย่นต์' }),
});

/**
 * Sign-in with the operator's name and the agent key (AGENT_API_KEY). The key
 * is checked with one stats call before both are kept, for this tab only
 * (sessionStorage); the name goes with every call for the audit list.
 */
export function SignInForm({ notice, onAgentOff }: { notice?: string | undefined; onAgentOff?: () => void }) {
  const queryClient = useQueryClient();
  const form = useContractForm(ZSignIn, { defaultValues: { name: '', key: '' } });
  const check = useMutation({ mutationFn: getStats });

  const onSubmit = form.handleSubmit(({ name, key }) => {
    check.mutate(key, {
      onSuccess: (stats) => {
        queryClient.setQueryData(statsQueryOptions(key).queryKey, stats);
        agentKey.set(key, name);
      },
      onError: (failure) => {
        // Nothing is asked before the first sign-in, so this is where the console learns the agent side is off.
        if (failure instanceof ConsoleApiError && failure.code === ErrorCode.AGENT_DISABLED) onAgentOff?.();
        const message = failure instanceof ConsoleApiError && failure.code === ErrorCode.AGENT_KEY_INVALID ? 'รหัสเอเย่นต์ไม่ถูกต้อง' : failure.message;
        form.setError('key', { type: 'server', message });
      },
    });
  });

  return (
    <FormProvider {...form}>
      <Box maxW="md" mx="auto" mt={{ base: '4', md: '12' }} bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="2xl" p={{ base: '5', md: '8' }}>
        <Stack gap="4" asChild>
          <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="เข้าสู่คอนโซลเอเย่นต์">
            <Heading as="h2" size="md">
              เข้าสู่คอนโซลเอเย่นต์
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              ใช้รหัสเอเย่นต์ (AGENT_API_KEY) ที่ตั้งไว้กับเซิร์ฟเวอร์ ระบบจะจำไว้เฉพาะแท็บนี้เท่านั้น ชื่อของคุณจะถูกบันทึกในประวัติการแก้ไขทุกครั้งที่เปลี่ยนแปลงข้อมูล
            </Text>
            {notice ? (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>{notice}</Alert.Title>
              </Alert.Root>
            ) : null}
            <TextField label="ชื่อผู้ใช้งานคอนโซล" name="name" htmlName="operator-name" autoComplete="username" maxLength={40} required requiredIndicator={false} />
            <TextField label="รหัสเอเย่นต์" name="key" htmlName="agent-key" type="password" autoComplete="current-password" required requiredIndicator={false} />
            <SubmitButton colorPalette="brand" loading={check.isPending} loadingText="กำลังตรวจสอบ">
              เข้าสู่ระบบ
            </SubmitButton>
          </form>
        </Stack>
      </Box>
    </FormProvider>
  );
}
