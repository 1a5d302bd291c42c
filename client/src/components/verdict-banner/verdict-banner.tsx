/** The verdict under a verify panel's rows: green when everything recomputed matches, red when anything does not. */
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

export function VerdictBanner({ ok, testId, children }: { ok: boolean; testId: string; children: ReactNode }) {
  return (
    <Box p="2" rounded="md" textAlign="center" fontWeight="bold" bg={ok ? 'green.900' : 'red.900'} color={ok ? 'green.200' : 'red.200'} role="status" data-testid={testId}>
      {children}
    </Box>
  );
}
