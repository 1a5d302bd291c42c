/**
 * What each baccarat bet pays and what a tie does to player and banker bets
 * (settleBet, shared/src/games/baccarat/payouts.ts), in one place for the
 * formula page, the fairness page and the table in the game frame: the words
 * come from the contract, so the three can never say different things.
 */
import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { BACCARAT_PAYS_TH, TIE_REFUND_TH } from '#shared/games/baccarat-api.js';
import type { SurfaceTone } from './surface-tone.js';

// On the felt the list is a touch softer than the headings and the tie rule is picked out in gold; the pages keep their text colour.
const TONES: Record<SurfaceTone, { list?: string; tie?: string }> = {
  page: {},
  table: { list: 'whiteAlpha.900', tie: 'yellow.200' },
};

interface Props {
  tone?: SurfaceTone;
  /** a heading of its own, for a place whose card has none (the game frame's table) */
  heading?: { text: string; as: 'h2' | 'h3' | 'h4' };
  testId?: string;
  /** the tests of each page find the tie rule by its own id */
  tieTestId?: string;
}

export function BaccaratPayRules({ tone = 'page', heading, testId, tieTestId = 'tie-rule' }: Props) {
  const colours = TONES[tone];
  return (
    <Stack gap="1" fontSize="sm" data-testid={testId}>
      {heading && (
        <Heading as={heading.as} fontSize="sm" fontWeight="bold">
          {heading.text}
        </Heading>
      )}
      <List.Root gap="0.5" ps="5" color={colours.list}>
        {BACCARAT_PAYS_TH.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List.Root>
      <Text fontWeight="bold" color={colours.tie} data-testid={tieTestId}>
        {TIE_REFUND_TH}
      </Text>
    </Stack>
  );
}
