import { useState, type FormEvent } from 'react';
import { Alert, Box, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOperatorName } from '@shared/api/audit.js';
import { ErrorCode } from '@shared/errors.js';
import { AgentApiError } from '../api/agent-client.js';
import { agentKey } from '../api/agent-key.js';
import { getStats, statsQueryOptions } from '../api/get-stats.js';
import { SubmitButton } from '../../components/ui/submit-button.js';

/**
 * Sign-in with the operator's name and the agent key (AGENT_API_KEY). The key
 * is checked with one stats call before both are kept, for this tab only
 * (sessionStorage); the name goes with every call for the audit list.
 */
export function SignInForm({ notice, onAgentOff }: { notice?: string | undefined; onAgentOff?: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [key, setKey] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const check = useMutation({ mutationFn: getStats });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = key.trim();
    const operator = ZOperatorName.safeParse(name);
    setNameError(operator.success ? undefined : operator.error.issues[0]?.message);
    setError(typed ? undefined : 'กรุณากรอกรหัสเอเย่นต์');
    if (!typed || !operator.success) return;
    check.mutate(typed, {
      onSuccess: (stats) => {
        queryClient.setQueryData(statsQueryOptions(typed).queryKey, stats);
        agentKey.set(typed, operator.data);
      },
      onError: (failure) => {
        // Nothing is asked before the first sign-in, so this is where the console learns the agent side is off.
        if (failure instanceof AgentApiError && failure.code === ErrorCode.AGENT_DISABLED) onAgentOff?.();
        setError(failure instanceof AgentApiError && failure.code === ErrorCode.AGENT_KEY_INVALID ? 'รหัสเอเย่นต์ไม่ถูกต้อง' : failure.message);
      },
    });
  };

  return (
    <Box maxW="md" mx="auto" mt={{ base: '4', md: '12' }} bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="2xl" p={{ base: '5', md: '8' }}>
      <Stack gap="4" asChild>
        <form method="post" onSubmit={onSubmit} noValidate aria-label="เข้าสู่คอนโซลเอเย่นต์">
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
          <Field.Root invalid={Boolean(nameError)} required>
            <Field.Label>ชื่อผู้ใช้งานคอนโซล</Field.Label>
            <Input name="operator-name" autoComplete="username" maxLength={40} value={name} onChange={(e) => setName(e.target.value)} />
            {nameError ? <Field.ErrorText>{nameError}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root invalid={Boolean(error)} required>
            <Field.Label>รหัสเอเย่นต์</Field.Label>
            <Input name="agent-key" type="password" autoComplete="current-password" value={key} onChange={(e) => setKey(e.target.value)} />
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
          </Field.Root>
          <SubmitButton colorPalette="brand" loading={check.isPending} loadingText="กำลังตรวจสอบ">
            เข้าสู่ระบบ
          </SubmitButton>
        </form>
      </Stack>
    </Box>
  );
}
