/** One thing a member can verify: a titled card with an anchor the contents list and the other pages link to. */
import type { ReactNode } from 'react';
import { Heading, Stack } from '@chakra-ui/react';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack
      as="section"
      id={id}
      aria-labelledby={`${id}-title`}
      gap="3"
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border.subtle"
      rounded="xl"
      p={{ base: '3', md: '4' }}
      minW="0"
      scrollMarginTop="20"
    >
      <Heading as="h2" id={`${id}-title`} size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** A sub-part of a section: the recipe, the worked example, the checker. */
export function Part({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="2" bg="bg.canvas" rounded="lg" p="3" minW="0" data-testid={testId}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
