/** The newest entries of the public log, newest first: what each commitment is for, when, and its hash link. */
import type { ReactNode } from 'react';
import { Code, List, Stack, Text } from '@chakra-ui/react';
import type { CommitmentEntry } from '#shared/api/fairness.js';
import { formatThaiDateTime } from '#shared/dates.js';
import { COMMITMENT_KINDS } from '#shared/fairness/commitment-chain.js';

/** A value to copy as it is, wrapping anywhere on a phone; its Thai label stays outside the code type, which has no Thai glyphs. */
function Mono({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
      {label && `${label} `}
      <Code fontSize="xs" whiteSpace="normal" wordBreak="break-all" bg="transparent" px="0" color="fg.muted">
        {children}
      </Code>
    </Text>
  );
}

export function CommitmentEntries({ entries }: { entries: readonly CommitmentEntry[] }) {
  return (
    <List.Root gap="2" listStyleType="none" ps="0" data-testid="commitment-entries">
      {entries.map((entry) => (
        <List.Item key={entry.seq}>
          <Stack gap="0.5" bg="bg.surface" rounded="md" p="2" minW="0">
            <Text fontSize="sm">
              <Text as="span" fontWeight="semibold">
                #{entry.seq}
              </Text>{' '}
              {COMMITMENT_KINDS[entry.kind]} · {formatThaiDateTime(entry.committed_at)} น.
            </Text>
            <Mono>{entry.subject}</Mono>
            <Mono label="ค่าผูกมัด">{entry.commitment}</Mono>
            <Mono label="แฮช">{entry.hash}</Mono>
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}
