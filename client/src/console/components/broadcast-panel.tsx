import { Button, Group, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ZBroadcastRequest, type BroadcastRequest } from '#shared/api/operator.js';
import { FormProvider, readInto, TextField } from '#client/components/ui/form/index.js';
import { useSendBroadcast } from '../api/send-broadcast.js';
import { BroadcastPreview, type BroadcastDraft } from './broadcast-preview.js';
import { FeedbackAlert } from './feedback.js';
import { useConsoleForm } from './use-console-form.js';

type Kind = BroadcastDraft['kind'];
const EMPTY = { kind: 'notification' as Kind, title: '', description: '', image: '', username: '' };

const text = z.string();
const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/** What the agent types, read into the call's request (empty optional fields left out) and checked with ZBroadcastRequest. */
const ZBroadcastForm = readInto(
  z.object({ kind: z.enum(['notification', 'announcement']), title: text, description: text, image: text, username: text }),
  (draft): BroadcastRequest => ({
    kind: draft.kind,
    title: draft.title,
    description: optional(draft.description),
    image: optional(draft.image),
    username: draft.kind === 'notification' ? optional(draft.username) : undefined,
  }),
  ZBroadcastRequest,
);

/** A notification (to everyone or one member) or an announcement, with a live preview of the member's dialog. */
export function BroadcastPanel() {
  const { form, feedback, setFeedback, refused, submit } = useConsoleForm(ZBroadcastForm, EMPTY);
  const send = useSendBroadcast();
  const draft = useWatch({ control: form.control }) as typeof EMPTY;
  const kindButton = (kind: Kind, label: string) => (
    <Button flex="1" variant={draft.kind === kind ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={draft.kind === kind} onClick={() => form.setValue('kind', kind)}>
      {label}
    </Button>
  );

  const onSubmit = submit((body) =>
    send.mutate(body, {
      onSuccess: (answer) => {
        const to = body.username ? `ถึง ${body.username}` : 'ถึงสมาชิกทุกคน';
        setFeedback(
          answer.stored
            ? { status: 'success', text: `ส่ง${body.kind === 'notification' ? 'การแจ้งเตือน' : 'ประกาศ'}${to}แล้ว` }
            : { status: 'success', text: 'ส่งถึงสมาชิกที่ออนไลน์อยู่แล้ว แต่ระบบหลังบ้านไม่รองรับการบันทึกประกาศ' },
        );
        form.reset({ ...EMPTY, kind: body.kind });
      },
      onError: refused,
    }),
  );

  return (
    <FormProvider {...form}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Stack gap="3" asChild>
          <form onSubmit={onSubmit} noValidate aria-label="ส่งประกาศ">
            <Group attached w="full">
              {kindButton('notification', 'การแจ้งเตือน')}
              {kindButton('announcement', 'ประกาศสำคัญ')}
            </Group>
            <TextField label="หัวข้อ" name="title" maxLength={200} required requiredIndicator={false} />
            <TextField label="รายละเอียด" name="description" multiline rows={4} maxLength={2000} />
            <TextField label="ลิงก์รูปภาพ (https:// หรือไฟล์ของเว็บ)" name="image" placeholder="https://" />
            {draft.kind === 'notification' ? (
              <TextField label="ส่งถึงสมาชิก (เว้นว่างเพื่อส่งถึงทุกคน)" name="username" inputMode="numeric" maxLength={10} keep={(typed) => typed.replace(/\D/g, '')} />
            ) : null}
            <FeedbackAlert feedback={feedback} />
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="brand" loading={send.isPending}>
                ส่งประกาศ
              </Button>
            </HStack>
          </form>
        </Stack>
        <BroadcastPreview draft={draft} />
      </SimpleGrid>
    </FormProvider>
  );
}
