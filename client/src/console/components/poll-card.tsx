import { useState } from 'react';
import { Alert, Badge, Box, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { OperatorPoll } from '#shared/api/poll.js';
import { dateTimeText, pointsText, POLL_STATUS_TH, thbText } from '../format.js';

const STATUS_PALETTE = { scheduled: 'blue', open: 'green', closed: 'gray' } as const;

/**
 * One poll: its times and prize, the votes per choice as they stand (the
 * winners marked once closed), and closing an open poll early behind a
 * confirm: its prize is shared at once, which cannot be undone.
 */
export function PollCard({ poll, closing, onClose }: { poll: OperatorPoll; closing: boolean; onClose: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const votes = new Map(poll.stats.choices.map((choice) => [choice.choice_id, choice.votes]));
  const total = poll.stats.total_votes;
  return (
    <Box as="article" aria-label={`โพล ${poll.title}`} bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="xl" p="4">
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold">{poll.title}</Text>
            <Text fontSize="sm">{poll.question}</Text>
          </Stack>
          <Badge colorPalette={STATUS_PALETTE[poll.status]} flexShrink={0}>
            {POLL_STATUS_TH[poll.status]}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          เปิด {dateTimeText(poll.opens_at)} · ปิด {dateTimeText(poll.closes_at)} · รางวัล {thbText(poll.prize)}
        </Text>
        <Stack as="ul" gap="2" m="0" p="0" aria-label={`ผลโหวต ${poll.title}`}>
          {poll.choices.map((choice) => {
            const count = votes.get(choice.id) ?? 0;
            const won = poll.winning_choice_ids.includes(choice.id);
            return (
              <Box as="li" key={choice.id} listStyleType="none">
                <HStack justify="space-between" fontSize="sm">
                  <Text fontWeight={won ? 'semibold' : 'normal'}>
                    {choice.label}
                    {won ? (
                      <Badge ms="2" colorPalette="yellow">
                        ชนะ
                      </Badge>
                    ) : null}
                  </Text>
                  <Text>{pointsText(count)} โหวต</Text>
                </HStack>
                <Progress.Root size="xs" value={total === 0 ? 0 : (count / total) * 100} colorPalette={won ? 'yellow' : 'brand'} aria-label={`${choice.label} ${pointsText(count)} โหวต`}>
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              </Box>
            );
          })}
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          รวม {pointsText(total)} โหวต{poll.settled_at ? ` · แบ่งรางวัลเมื่อ ${dateTimeText(poll.settled_at)}` : ''}
        </Text>
        {poll.status === 'open' && confirming ? (
          <Alert.Root status="warning" role="alertdialog" aria-label={`ยืนยันปิดโพล ${poll.title}`}>
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>ปิดโพลนี้ก่อนเวลา?</Alert.Title>
              <Alert.Description>
                ระบบจะนับผลโหวตตอนนี้ และแบ่งรางวัล {thbText(poll.prize)} ให้ผู้โหวตตัวเลือกที่ชนะทันที ยกเลิกหรือเปิดโพลอีกครั้งไม่ได้
              </Alert.Description>
              <HStack gap="2" mt="3" justify="flex-end">
                <Button size="sm" variant="ghost" onClick={() => setConfirming(false)} disabled={closing}>
                  ยกเลิก
                </Button>
                <Button size="sm" colorPalette="red" loading={closing} onClick={onClose}>
                  ยืนยันปิดโพล
                </Button>
              </HStack>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {poll.status === 'open' && !confirming ? (
          <HStack justify="flex-end">
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              ปิดโพลก่อนเวลา
            </Button>
          </HStack>
        ) : null}
      </Stack>
    </Box>
  );
}
