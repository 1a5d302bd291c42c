/** One line of a computation: its label on the left, the figure on the right. */
import { HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function FigureLine({ label, children, strong = false, testId }: { label: string; children: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <HStack justify="space-between" gap="3" align="baseline">
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text
        fontWeight={strong ? 'bold' : 'medium'}
        fontSize={strong ? 'lg' : 'md'}
        color={strong ? 'brand.fg' : undefined}
        fontVariantNumeric="tabular-nums"
        textAlign="end"
        data-testid={testId}
      >
        {children}
      </Text>
    </HStack>
  );
}
