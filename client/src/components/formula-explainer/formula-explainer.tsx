/**
 * How anyone recomputes a provably fair result: what was committed, the
 * formula in a code block, then what the numbers mean. Short enough for a
 * member to write their own verifier from. The formula lines are ASCII: the
 * code font has no Thai glyphs.
 */
import { Code, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function FormulaExplainer({ intro, formula, children }: { intro: ReactNode; formula: readonly string[]; children?: ReactNode }) {
  return (
    <Stack gap="2" fontSize="sm" data-testid="how-to-verify">
      <Text color="fg.muted">{intro}</Text>
      <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="3" bg="bg.canvas" color="fg.default" fontSize="xs">
        {formula.join('\n')}
      </Code>
      {children}
    </Stack>
  );
}
