import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { OperatorQuest } from '#shared/api/quest-operator.js';
import { dateTimeText, METRIC_TH, PERIOD_TH, pointsText, questRewardText, targetText } from '../format.js';
import { QuestEditForm } from './quest-edit-form.js';

/** One quest: its fixed rule, its counts, and switch on/off or edit what may change. */
export function QuestCard({
  quest,
  switching,
  onSwitch,
  onEdited,
}: {
  quest: OperatorQuest;
  switching: boolean;
  onSwitch: (enabled: boolean) => void;
  onEdited: () => void;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <Box as="article" aria-label={`ภารกิจ ${quest.title}`} bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="xl" p="4" opacity={quest.enabled ? 1 : 0.75}>
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold">{quest.title}</Text>
            {quest.description ? (
              <Text fontSize="sm" color="fg.muted">
                {quest.description}
              </Text>
            ) : null}
          </Stack>
          <Badge colorPalette={quest.enabled ? 'green' : 'gray'} flexShrink={0}>
            {quest.enabled ? 'เปิดอยู่' : 'ปิดอยู่'}
          </Badge>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Badge>{METRIC_TH[quest.metric]}</Badge>
          <Badge>{PERIOD_TH[quest.period]}</Badge>
          {quest.event_id !== null ? <Badge colorPalette="purple">กิจกรรม #{quest.event_id}</Badge> : null}
        </HStack>
        <Text fontSize="sm">
          เป้าหมาย {targetText(quest.metric, quest.target)} · รางวัล {questRewardText(quest.reward)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          สิทธิ์ต่อรอบ {quest.quota === null ? 'ไม่จำกัด' : pointsText(quest.quota)} · รับรางวัลแล้ว {pointsText(quest.claims)} ครั้ง · สิ้นสุด{' '}
          {quest.ends_at ? dateTimeText(quest.ends_at) : 'ไม่มีกำหนด'} · ลำดับ {quest.sort}
        </Text>
        {editing ? (
          <>
            <Text fontSize="xs" color="fg.muted">
              ประเภท รอบ เป้าหมาย และรางวัล แก้ไขไม่ได้ (ปิดภารกิจนี้แล้วเพิ่มใหม่หากต้องการเปลี่ยน)
            </Text>
            <QuestEditForm
              quest={quest}
              onCancel={() => setEditing(false)}
              onDone={() => {
                setEditing(false);
                onEdited();
              }}
            />
          </>
        ) : (
          <HStack gap="2" justify="flex-end">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              แก้ไข
            </Button>
            <Button
              size="sm"
              variant={quest.enabled ? 'outline' : 'solid'}
              colorPalette={quest.enabled ? 'red' : 'green'}
              loading={switching}
              onClick={() => onSwitch(!quest.enabled)}
            >
              {quest.enabled ? 'ปิดภารกิจ' : 'เปิดภารกิจ'}
            </Button>
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
