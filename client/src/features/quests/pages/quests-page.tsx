/**
 * /member/creditfree: the member's quests (progress measured by the server on
 * every read), time left on the server's clock, and the redeem of a completed
 * one (sent with an idempotency key; event quests through their own call).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Quest, QuestClaim } from '#shared/api/quest.js';
import { ApiError, newIdempotencyKey } from '#client/lib/api-client.js';
import { useServerClock } from '#client/lib/use-server-now.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { notify } from '#client/components/ui/toaster.js';
import { useQuests } from '../api/get-quests.js';
import { useRedeemEventQuest } from '../api/redeem-event-quest.js';
import { useRedeemQuest } from '../api/redeem-quest.js';
import { QuestCard } from '../components/quest-card.js';
import { questRank, rewardText } from '../format.js';

const isRefusal = (error: unknown) => error instanceof ApiError && error.status > 0 && error.status < 500;

export function QuestsPage() {
  const quests = useQuests();
  const redeem = useRedeemQuest();
  const redeemEvent = useRedeemEventQuest();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  /** quest id → the key of its redeem, kept until the server answers, so a retry is the same request */
  const keys = useRef(new Map<number, string>());

  /** quests redeemed on this visit: they keep their place with the ready ones, so the claimed state shows where the member tapped */
  const [claimedHere, setClaimedHere] = useState<ReadonlySet<number>>(new Set());
  const sorted = useMemo(() => {
    const rank = (quest: Quest) => (claimedHere.has(quest.id) ? 0 : questRank(quest));
    return [...(quests.data ?? [])].sort((a, b) => rank(a) - rank(b));
  }, [quests.data, claimedHere]);

  // When the soonest period ends a new one begins: read the list again (once per end).
  const soonestEnd = useMemo(() => {
    const ends = (quests.data ?? []).flatMap((q) => (q.ends_at ? [Date.parse(q.ends_at)] : []));
    return ends.length ? Math.min(...ends) : null;
  }, [quests.data]);
  const periodOver = useServerClock((now) => soonestEnd !== null && now >= soonestEnd);
  const { refetch } = quests;
  useEffect(() => {
    if (periodOver) void refetch();
  }, [periodOver, refetch]);

  const onRedeem = (quest: Quest) => {
    let key = keys.current.get(quest.id);
    if (!key) {
      key = newIdempotencyKey();
      keys.current.set(quest.id, key);
    }
    setErrors(({ [quest.id]: _dropped, ...rest }) => rest);
    setPendingId(quest.id);
    const handlers = {
      onSuccess: (claim: QuestClaim) => {
        keys.current.delete(quest.id);
        setClaimedHere((current) => new Set(current).add(quest.id));
        notify.success(`รับรางวัลสำเร็จ ได้รับ ${rewardText(claim.reward)}`);
      },
      onError: (error: Error) => {
        // A refusal changed nothing: the next tap is a new request. A lost answer keeps its key.
        if (isRefusal(error)) {
          keys.current.delete(quest.id);
          void refetch();
        }
        setErrors((current) => ({ ...current, [quest.id]: error.message }));
      },
      onSettled: () => setPendingId(null),
    };
    if (quest.event_id !== null) {
      redeemEvent.mutate({ request: { event_id: quest.event_id, quest_id: quest.id }, idempotencyKey: key }, handlers);
    } else {
      redeem.mutate({ request: { quest_id: quest.id }, idempotencyKey: key }, handlers);
    }
  };

  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          ภารกิจรับเครดิตฟรี
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          ทำภารกิจให้ครบตามเป้า แล้วกดรับรางวัลได้รอบละหนึ่งครั้ง ความคืบหน้านับจากรายการจริงของคุณ
        </Text>
      </Stack>
      {quests.isPending && (
        <Stack gap="3" aria-label="กำลังโหลด">
          <Skeleton h="48" rounded="xl" />
          <Skeleton h="48" rounded="xl" />
        </Stack>
      )}
      <QueryError query={quests} />
      {quests.data?.length === 0 && (
        <Text color="fg.muted" textAlign="center" py="8" data-testid="quests-empty">
          ยังไม่มีภารกิจในตอนนี้ กลับมาดูใหม่ภายหลัง
        </Text>
      )}
      {sorted.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="3" display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }}>
          {sorted.map((quest) => (
            <QuestCard
              key={quest.id}
              quest={quest}
              redeeming={pendingId === quest.id}
              busy={pendingId !== null && pendingId !== quest.id}
              error={errors[quest.id] ?? null}
              onRedeem={() => onRedeem(quest)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
