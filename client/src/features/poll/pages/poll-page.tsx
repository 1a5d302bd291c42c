/**
 * /poll/{id} and /poll (the current poll): the question, its choices with
 * live bars from the `poll:<id>` topic, the member's votes of the day and a
 * vote button per choice; after the close the winning choice(s) and the
 * winners with their share of the prize (docs/domain.md "Cashback, refunds, affiliate, polls"; decision 0036). The
 * server decides everything: the page shows its answers and its Thai refusals.
 */
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Button, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Poll, PollChoice } from '#shared/api/poll.js';
import { ErrorCode } from '#shared/errors.js';
import { ApiError, isRefusal, newIdempotencyKey } from '#client/lib/api-client.js';
import { useIsLoggedIn } from '#client/lib/session.js';
import { useServerClock } from '#client/lib/use-server-now.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { usePollQuotaCheck } from '../api/check-poll-quota.js';
import { pollIdOf, usePollConfig } from '../api/get-poll-config.js';
import { usePollWinners } from '../api/get-poll-winners.js';
import { usePollLive } from '../api/live-poll.js';
import { useSubmitVote } from '../api/submit-vote.js';
import { ChoiceList } from '../components/choice-list.js';
import { PollHeader } from '../components/poll-header.js';
import { LoginToVote, QuotaPanel } from '../components/quota-panel.js';
import { WinnersPanel } from '../components/winners-panel.js';
import { latestStatus, phaseAt } from '../format.js';


export function PollPage() {
  const { id } = useParams();
  const requested = pollIdOf(id);
  const config = usePollConfig(requested ?? null, { enabled: requested !== undefined });
  const notFound = requested === undefined || (config.error instanceof ApiError && config.error.code === ErrorCode.POLL_NOT_FOUND);

  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: 'md', md: 'lg' }} color="fg.muted">
        โพลร่วมสนุก
      </Heading>
      {notFound ? (
        <NoPoll current={requested === null} />
      ) : config.isError ? (
        <QueryError query={config} />
      ) : config.data ? (
        <PollView poll={config.data.poll} refetchConfig={config.refetch} />
      ) : (
        <Stack gap="4" aria-label="กำลังโหลด">
          <Skeleton h="48" rounded="xl" />
          <Skeleton h="8" w="70%" />
          <Skeleton h="40" rounded="xl" />
        </Stack>
      )}
    </Stack>
  );
}

function PollView({ poll, refetchConfig }: { poll: Poll; refetchConfig: () => Promise<unknown> }) {
  const loggedIn = useIsLoggedIn();
  const live = usePollLive(poll.id);
  const stats = live.data?.stats;
  const quota = live.data?.quota ?? null;

  // The config, the pushed votes and the clock each know the status; the page shows the furthest along.
  const byClock = useServerClock((now) => phaseAt(poll, now));
  const status = latestStatus(poll.status, stats?.status, byClock);
  const serverClosed = poll.status === 'closed' || stats?.status === 'closed';
  // The clock or a push got ahead of the config: read it again (its winning choices come with the close).
  const behind = status !== poll.status;
  useEffect(() => {
    if (behind) void refetchConfig();
  }, [behind, status, refetchConfig]);

  const winners = usePollWinners(poll.id, serverClosed);
  const winning = winners.data?.winning_choice_ids ?? (poll.status === 'closed' ? poll.winning_choice_ids : []);

  const check = usePollQuotaCheck(poll.id, loggedIn ? quota : null, status);
  const submit = useSubmitVote(poll.id);
  const [votingFor, setVotingFor] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [voted, setVoted] = useState<string | null>(null);
  // One key per vote the member means: a retap of the same choice after a lost answer repeats it.
  const attempt = useRef<{ choiceId: number; key: string } | null>(null);

  const onVote = (choice: PollChoice) => {
    if (votingFor !== null) return;
    setError(null);
    setVoted(null);
    setVotingFor(choice.id);
    if (attempt.current?.choiceId !== choice.id) attempt.current = { choiceId: choice.id, key: newIdempotencyKey() };
    submit.mutate(
      { request: { poll_id: poll.id, choice_id: choice.id }, idempotencyKey: attempt.current.key },
      {
        onSuccess: () => {
          attempt.current = null;
          setVoted(choice.label);
        },
        onError: (err) => {
          if (isRefusal(err)) attempt.current = null;
          setError(err.message);
        },
        onSettled: () => setVotingFor(null),
      },
    );
  };

  const open = status === 'open';
  const canVote = open && quota !== null && quota.left > 0 && check.data?.can_vote !== false;
  // The server's reason when it says no (no quota left, self-excluded…), while the poll is open.
  const refusal = open && check.data?.can_vote === false ? check.data.reason : null;

  return (
    <Stack gap="4">
      <PollHeader poll={poll} status={status} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4" alignItems="start">
        <Stack gap="3" as="section" aria-label="ผลโหวต">
          <QueryError query={live} />
          {error && (
            <Alert.Root status="error" rounded="lg" data-testid="vote-error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          {voted && (
            <Alert.Root status="success" rounded="lg" data-testid="vote-done">
              <Alert.Indicator />
              <Alert.Title>โหวต “{voted}” แล้ว ขอบคุณที่ร่วมสนุก</Alert.Title>
            </Alert.Root>
          )}
          {loggedIn && refusal && !error && (
            <Text fontSize="sm" color="red.300" data-testid="vote-refusal">
              {refusal}
            </Text>
          )}
          {loggedIn && status === 'scheduled' && (
            <Text fontSize="sm" color="fg.muted" data-testid="vote-not-yet">
              โพลนี้ยังไม่เปิดโหวต กลับมาโหวตเมื่อถึงเวลาเปิด
            </Text>
          )}
          <ChoiceList
            choices={poll.choices}
            stats={stats}
            winners={serverClosed ? winning : []}
            vote={loggedIn && status !== 'closed' ? { canVote, votingFor, onVote } : null}
          />
        </Stack>
        <Stack gap="4">
          {status === 'closed' && (
            <WinnersPanel
              winners={winners.data}
              loading={serverClosed && winners.isPending}
              error={winners.isError ? winners.error.message : null}
              choices={poll.choices}
            />
          )}
          {loggedIn && <QuotaPanel quota={quota} loading={live.isPending} />}
          {/* After the close there is nothing left to vote on here. */}
          {!loggedIn && status !== 'closed' && <LoginToVote />}
        </Stack>
      </Grid>
    </Stack>
  );
}

/** No such poll (or none yet): a way on instead of an error. */
function NoPoll({ current }: { current: boolean }) {
  return (
    <Stack gap="3" align="center" textAlign="center" py="10" data-testid="poll-not-found">
      <Text fontSize="lg" fontWeight="bold">
        {current ? 'ยังไม่มีโพลในตอนนี้' : 'ไม่พบโพลนี้'}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {current ? 'กลับมาร่วมสนุกเมื่อมีโพลใหม่' : 'โพลอาจถูกลบหรือที่อยู่ไม่ถูกต้อง'}
      </Text>
      {!current && (
        <Button asChild colorPalette="brand" variant="outline" minH="11">
          <RouterLink to="/poll">ดูโพลล่าสุด</RouterLink>
        </Button>
      )}
    </Stack>
  );
}
