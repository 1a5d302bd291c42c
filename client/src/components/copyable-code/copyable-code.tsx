/**
 * A value a member copies to check it elsewhere (a commitment, a shoe's
 * order): the whole value in code type, wrapping anywhere so a 64-digit hash
 * fits a 390 px phone, and a copy button beside it. Never shortened: a check
 * needs every digit.
 */
import { Code, Flex, Stack, Text } from '@chakra-ui/react';
import { CopyButton } from '../copy-button/copy-button.js';

export function CopyableCode({ label, value, copyLabel, testId }: { label: string; value: string; copyLabel: string; testId?: string }) {
  return (
    <Stack gap="0.5" minW="0" data-testid={testId}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Flex gap="1" align="center" minW="0">
        <Code
          fontFamily="mono"
          fontSize="xs"
          wordBreak="break-all"
          overflowWrap="anywhere"
          whiteSpace="normal"
          bg="bg.canvas"
          color="fg.default"
          px="2"
          py="1"
          flex="1"
          minW="0"
          data-testid={testId ? `${testId}-value` : undefined}
        >
          {value}
        </Code>
        <CopyButton value={value} label={copyLabel} />
      </Flex>
    </Stack>
  );
}
