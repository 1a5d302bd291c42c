/**
 * The choices with their live bars: votes and share of each, the bar's width
 * easing to the new share on each push (set at once with
 * prefers-reduced-motion), a vote button per choice for a member, and after
 * the close the winning choice(s) marked.
 */
import { Badge, Box, Button, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { domAnimation, LazyMotion, m, useReducedMotion } from 'framer-motion';
import { LuTrophy } from 'react-icons/lu';
import type { PollChoice, PollStats } from '#shared/api/poll.js';
import { countText, percentText, sharePercent } from '../format.js';

export interface VoteState {
  /** a member sees a button per choice; a visitor none */
  canVote: boolean;
  /** the choice whose vote is on its way */
  votingFor: number | null;
  onVote: (choice: PollChoice) => void;
}

export function ChoiceList({
  choices,
  stats,
  winners,
  vote,
}: {
  choices: readonly PollChoice[];
  stats: PollStats | undefined;
  /** the winning choice ids, once the poll is settled */
  winners: readonly number[];
  /** null: no buttons (a visitor) */
  vote: VoteState | null;
}) {
  const reducedMotion = useReducedMotion() ?? false;
  const total = stats?.total_votes ?? 0;
  const votesOf = (id: number) => stats?.choices.find((c) => c.choice_id === id)?.votes ?? 0;
  return (
    <LazyMotion features={domAnimation}>
      <Stack as="ul" listStyleType="none" gap="2.5" aria-label="ตัวเลือก" aria-live="polite">
        {choices.map((choice) => (
          <ChoiceRow
            key={choice.id}
            choice={choice}
            votes={votesOf(choice.id)}
            total={total}
            known={stats !== undefined}
            won={winners.includes(choice.id)}
            reducedMotion={reducedMotion}
            vote={vote}
          />
        ))}
      </Stack>
      <Text fontSize="sm" color="fg.muted" textAlign="end" mt="2" data-testid="poll-total">
        รวม {countText(total)} โหวต
      </Text>
    </LazyMotion>
  );
}

function ChoiceRow({
  choice,
  votes,
  total,
  known,
  won,
  reducedMotion,
  vote,
}: {
  choice: PollChoice;
  votes: number;
  total: number;
  known: boolean;
  won: boolean;
  reducedMotion: boolean;
  vote: VoteState | null;
}) {
  const share = sharePercent(votes, total);
  return (
    <Box
      as="li"
      p="3"
      rounded="xl"
      bg="bg.surface"
      borderWidth={won ? '2px' : '1px'}
      borderColor={won ? 'brand.solid' : 'border.subtle'}
      data-testid="poll-choice"
      data-winner={won || undefined}
    >
      <Flex gap="3" align="center">
        {choice.image && <Image src={choice.image} alt="" boxSize="12" rounded="lg" objectFit="cover" flexShrink={0} />}
        <Stack gap="0.5" flex="1" minW="0">
          <Flex gap="2" align="center" wrap="wrap">
            <Text fontWeight="bold" data-testid="choice-label">
              {choice.label}
            </Text>
            {won && (
              <Badge colorPalette="brand" variant="solid" data-testid="choice-winner">
                <LuTrophy aria-hidden />
                คำตอบที่ชนะ
              </Badge>
            )}
          </Flex>
          <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums" data-testid="choice-votes">
            {known ? `${countText(votes)} โหวต · ${percentText(share)}` : 'กำลังโหลดผลโหวต'}
          </Text>
        </Stack>
        {vote && (
          <Button
            colorPalette="brand"
            size="sm"
            minH="11"
            minW="20"
            flexShrink={0}
            disabled={!vote.canVote || vote.votingFor !== null}
            loading={vote.votingFor === choice.id}
            onClick={() => vote.onVote(choice)}
            aria-label={`โหวต ${choice.label}`}
          >
            โหวต
          </Button>
        )}
      </Flex>
      <Box
        mt="2"
        h="2.5"
        rounded="full"
        bg="bg.raised"
        overflow="hidden"
        role="progressbar"
        aria-label={`${choice.label} ${percentText(share)}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 10) / 10}
      >
        <m.div
          initial={false}
          animate={{ width: `${share}%` }}
          transition={reducedMotion ? { duration: 0 } : { duration: 0.6, ease: 'easeOut' }}
          style={{ height: '100%', borderRadius: 'inherit', background: won ? 'var(--chakra-colors-brand-solid)' : 'var(--chakra-colors-accent-emphasized)' }}
          data-testid="choice-bar"
        />
      </Box>
    </Box>
  );
}
