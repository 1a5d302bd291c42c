/**
 * A section's recipe: numbered steps, each a Thai sentence and, where it has
 * one, its formula in code type. Formulas are ASCII (the code font has no Thai
 * glyphs) and name values and functions only; every word around them is Thai
 * (English prose used to sit inside the code blocks: docs/decisions/0048).
 */
import type { ReactNode } from 'react';
import { Code, List, Stack, Text } from '@chakra-ui/react';

export interface RecipeStep {
  /** the step in Thai */
  say: string;
  /** its formula, one line each: names, numbers and operators, no English words */
  code?: readonly string[];
}

export function Recipe({ intro, steps }: { intro: ReactNode; steps: readonly RecipeStep[] }) {
  return (
    <Stack gap="2" fontSize="sm" data-testid="recipe">
      <Text color="fg.muted">{intro}</Text>
      <List.Root as="ol" gap="3" ps="5" listStyleType="decimal">
        {steps.map((step) => (
          <List.Item key={step.say} data-testid="recipe-step">
            <Stack gap="1" minW="0">
              <Text>{step.say}</Text>
              {step.code && (
                <Code display="block" whiteSpace="pre-wrap" wordBreak="break-word" p="2" bg="bg.canvas" color="fg.default" fontSize="xs">
                  {step.code.join('\n')}
                </Code>
              )}
            </Stack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
