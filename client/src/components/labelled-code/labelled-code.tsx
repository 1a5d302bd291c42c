/**
 * A label over a value in code type that wraps anywhere: seeds and hashes on
 * the fairness panels (yeekee, wheel), which a member copies to check.
 */
import { Code, Stack, Text } from '@chakra-ui/react';

export function LabelledCode({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Code fontSize="xs" wordBreak="break-all" whiteSpace="normal" bg="bg.surface" color="fg.default" px="2" py="1">
        {value}
      </Code>
    </Stack>
  );
}
