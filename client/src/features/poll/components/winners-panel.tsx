/**
 * After the close: which choice(s) won, how the prize was split per winning
 * vote (decision 0036: floor in satang, the satang left over one each to the
 * earliest winning votes), and the winners with masked names and their share.
 */
import { Box, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuTrophy } from 'react-icons/lu';
import type { PollChoice, PollWinners } from '#shared/api/poll.js';
import { formatThb } from '#shared/money-format.js';
import { formatThaiDateTime } from '#shared/dates.js';
import { thbText } from '#client/lib/money-text.js';
import { countText, prizeSplit } from '../format.js';

export function WinnersPanel({
  winners,
  loading,
  error,
  choices,
}: {
  winners: PollWinners | undefined;
  loading: boolean;
  error: string | null;
  choices: readonly PollChoice[];
}) {
  const settled = winners !== undefined && winners.settled_at !== null;
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} rounded="xl" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" as="section" aria-labelledby="poll-winners-title">
      <Flex align="center" gap="2">
        <LuTrophy aria-hidden />
        <Text id="poll-winners-title" fontWeight="bold" fontSize="lg">
          ผลโพลและผู้โชคดี
        </Text>
      </Flex>
      {loading && <Skeleton h="24" rounded="lg" aria-label="กำลังโหลด" />}
      {error && (
        <Text fontSize="sm" color="fg.muted">
          {error}
        </Text>
      )}
      {!loading && !error && !settled && (
        <Text fontSize="sm" color="fg.muted" data-testid="winners-pending">
          ปิดโหวตแล้ว กำลังสรุปผลและแบ่งเงินรางวัล
        </Text>
      )}
      {settled && <Settled winners={winners} choices={choices} />}
    </Stack>
  );
}

function Settled({ winners, choices }: { winners: PollWinners; choices: readonly PollChoice[] }) {
  if (winners.winning_choice_ids.length === 0 || winners.winning_votes === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="winners-none">
        ไม่มีผู้โหวตในโพลนี้ จึงไม่มีคำตอบที่ชนะและไม่มีการแจกรางวัล
      </Text>
    );
  }
  const labels = winners.winning_choice_ids.map((id) => choices.find((c) => c.id === id)?.label ?? `ตัวเลือก ${id}`);
  const { perVote, remainder } = prizeSplit(winners.prize, winners.winning_votes);
  return (
    <>
      <Text data-testid="winners-choices">
        คำตอบที่ชนะ:{' '}
        <Text as="span" fontWeight="bold" color="brand.fg">
          {labels.join(', ')}
        </Text>
        {labels.length > 1 && ' (คะแนนเท่ากัน ชนะร่วมกัน)'}
      </Text>
      <Stack gap="1" p="2.5" rounded="lg" bg="bg.raised" fontSize="sm" data-testid="winners-split">
        {winners.prize > 0 ? (
          <>
            <Text>
              เงินรางวัลรวม {thbText(winners.prize)} แบ่งให้ {countText(winners.winning_votes)} โหวตที่เลือกคำตอบที่ชนะ ได้โหวตละ {formatThb(perVote)}
            </Text>
            {remainder > 0 && <Text color="fg.muted">เศษ {countText(remainder)} สตางค์ที่เหลือ มอบให้โหวตที่ชนะซึ่งโหวตก่อน โหวตละ 1 สตางค์</Text>}
            <Text color="fg.muted">ผู้ที่โหวตคำตอบที่ชนะหลายครั้งได้รับตามจำนวนโหวต เงินรางวัลเข้ากระเป๋าหลักแล้ว</Text>
          </>
        ) : (
          <Text>โพลนี้ไม่มีเงินรางวัล</Text>
        )}
      </Stack>
      {winners.winners.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="1" maxH={{ md: '96' }} overflowY={{ md: 'auto' }} aria-label="รายชื่อผู้โชคดี">
          {winners.winners.map((winner, index) => (
            <Box as="li" key={`${winner.name}-${index}`} px="3" py="2" rounded="lg" bg="bg.raised" data-testid="winner-row">
              <Flex justify="space-between" gap="2" align="baseline">
                <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
                  {winner.name}
                </Text>
                <Text color="brand.fg" fontWeight="bold" fontVariantNumeric="tabular-nums">
                  {thbText(winner.amount)}
                </Text>
              </Flex>
              <Text fontSize="xs" color="fg.muted">
                {countText(winner.votes)} โหวต
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      {winners.settled_at && (
        <Text fontSize="xs" color="fg.muted">
          สรุปผลเมื่อ {formatThaiDateTime(winners.settled_at)} น.
        </Text>
      )}
    </>
  );
}
