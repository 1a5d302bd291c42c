/** ✓ or ✗ beside a check the browser just ran. */
import { Text } from '@chakra-ui/react';

export function MatchLine({ ok, yes, no, testId }: { ok: boolean; yes: string; no: string; testId?: string }) {
  return (
    <Text fontWeight="bold" fontSize="sm" color={ok ? 'green.300' : 'red.300'} role="status" data-testid={testId}>
      {ok ? `✓ ${yes}` : `✗ ${no}`}
    </Text>
  );
}
