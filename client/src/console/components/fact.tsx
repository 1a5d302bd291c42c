import type { ReactNode } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';

/** One labelled fact of a record (a slip, a transfer): a small muted label over its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box wordBreak="break-all">{children}</Box>
    </Stack>
  );
}
