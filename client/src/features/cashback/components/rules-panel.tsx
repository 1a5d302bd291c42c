/** How a cashback works, as a titled panel: a lead line, the rules as a ticked list, then a worked example. */
import type { ReactNode } from 'react';
import { List, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck } from 'react-icons/lu';

interface Props {
  /** Names the section; the heading gets `${id}-title`. */
  id: string;
  title: string;
  lead: ReactNode;
  rules: string[];
  example: string;
  'data-testid'?: string;
}

export function RulesPanel({ id, title, lead, rules, example, 'data-testid': testId }: Props) {
  return (
    <Stack as="section" aria-labelledby={`${id}-title`} gap="3" p={{ base: '4', md: '5' }} rounded="xl" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" data-testid={testId}>
      <Text id={`${id}-title`} fontWeight="bold" fontSize="lg">
        {title}
      </Text>
      <Text>{lead}</Text>
      <List.Root gap="2" variant="plain">
        {rules.map((line) => (
          <List.Item key={line} alignItems="flex-start">
            <List.Indicator asChild color="brand.fg" mt="1">
              <LuCircleCheck />
            </List.Indicator>
            {line}
          </List.Item>
        ))}
      </List.Root>
      <Text fontSize="sm" color="fg.muted">
        {example}
      </Text>
    </Stack>
  );
}
