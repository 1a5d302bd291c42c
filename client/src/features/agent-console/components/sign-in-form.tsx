import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@shared/errors.js';
import { AgentApiError } from '../api/agent-client.js';
import { agentKey } from '../api/agent-key.js';
import { getStats, statsQueryOptions } from '../api/get-stats.js';

/**
 * Sign-in with the agent key (AGENT_API_KEY). The key is checked with one
 * stats call before it is kept, and kept for this tab only (sessionStorage).
 */
export function SignInForm({ notice }: { notice?: string | undefined }) {
  const queryClient = useQueryClient();
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | undefined>();
  const check = useMutation({ mutationFn: getStats });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = key.trim();
    if (!typed) return setError('กรุณากรอกรหัสเอเย่นต์');
    setError(undefined);
    check.mutate(typed, {
      onSuccess: (stats) => {
        queryClient.setQueryData(statsQueryOptions(typed).queryKey, stats);
        agentKey.set(typed);
      },
      onError: (failure) => {
        if (failure instanceof AgentApiError && failure.code === ErrorCode.AGENT_DISABLED) {
          // The page shows the agent side as off once its own check says so.
          void queryClient.invalidateQueries({ queryKey: statsQueryOptions(null).queryKey });
        }
        setError(failure instanceof AgentApiError && failure.code === ErrorCode.AGENT_KEY_INVALID ? 'รหัสเอเย่นต์ไม่ถูกต้อง' : failure.message);
      },
    });
  };

  return (
    <Box maxW="md" mx="auto" mt={{ base: '4', md: '12' }} bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="2xl" p={{ base: '5', md: '8' }}>
      <Stack gap="4" asChild>
        <form onSubmit={onSubmit} noValidate aria-label="เข้าสู่คอนโซลเอเย่นต์">
          <Heading as="h2" size="md">
            เข้าสู่คอนโซลเอเย่นต์
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            ใช้รหัสเอเย่นต์ (AGENT_API_KEY) ที่ตั้งไว้กับเซิร์ฟเวอร์ ระบบจะจำไว้เฉพาะแท็บนี้เท่านั้น
          </Text>
          {notice ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{notice}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Field.Root invalid={Boolean(error)} required>
            <Field.Label>รหัสเอเย่นต์</Field.Label>
            <Input name="agent-key" type="password" autoComplete="current-password" value={key} onChange={(e) => setKey(e.target.value)} />
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={check.isPending} loadingText="กำลังตรวจสอบ">
            เข้าสู่ระบบ
          </Button>
        </form>
      </Stack>
    </Box>
  );
}
