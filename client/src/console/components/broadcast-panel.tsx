import { useState, type FormEvent } from 'react';
import { Button, Field, Group, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { ZBroadcastRequest, type BroadcastRequest } from '#shared/api/operator.js';
import { fieldErrors } from '#shared/validation.js';
import { ConsoleApiError } from '../api/console-client.js';
import { useSendBroadcast } from '../api/send-broadcast.js';
import { BroadcastPreview, type BroadcastDraft } from './broadcast-preview.js';
import { FeedbackAlert, type Feedback } from './feedback.js';

const EMPTY: BroadcastDraft & { username: string } = { kind: 'notification', title: '', description: '', image: '', username: '' };

/** A notification (to everyone or one member) or an announcement, with a live preview of the member's dialog. */
export function BroadcastPanel() {
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [feedback, setFeedback] = useState<Feedback>(null);
  const send = useSendBroadcast();
  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFeedback(null);
    const optional = (value: string) => (value.trim() ? value.trim() : undefined);
    const body: BroadcastRequest = {
      kind: draft.kind,
      title: draft.title,
      description: optional(draft.description),
      image: optional(draft.image),
      username: draft.kind === 'notification' ? optional(draft.username) : undefined,
    };
    const checked = ZBroadcastRequest.safeParse(body);
    if (!checked.success) return setErrors(fieldErrors(checked.error).fields);
    setErrors({});
    send.mutate(body, {
      onSuccess: (answer) => {
        const to = body.username ? `ถึง ${body.username}` : 'ถึงสมาชิกทุกคน';
        setFeedback(
          answer.stored
            ? { status: 'success', text: `ส่ง${draft.kind === 'notification' ? 'การแจ้งเตือน' : 'ประกาศ'}${to}แล้ว` }
            : { status: 'success', text: 'ส่งถึงสมาชิกที่ออนไลน์อยู่แล้ว แต่ระบบหลังบ้านไม่รองรับการบันทึกประกาศ' },
        );
        setDraft({ ...EMPTY, kind: draft.kind });
      },
      onError: (error) => {
        if (error instanceof ConsoleApiError) setErrors(error.fields);
        setFeedback({ status: 'error', text: error.message });
      },
    });
  };

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      <Stack gap="3" asChild>
        <form onSubmit={onSubmit} noValidate aria-label="ส่งประกาศ">
          <Group attached w="full">
            <Button flex="1" variant={draft.kind === 'notification' ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={draft.kind === 'notification'} onClick={() => set('kind')('notification')}>
              การแจ้งเตือน
            </Button>
            <Button flex="1" variant={draft.kind === 'announcement' ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={draft.kind === 'announcement'} onClick={() => set('kind')('announcement')}>
              ประกาศสำคัญ
            </Button>
          </Group>
          <Field.Root invalid={Boolean(errors.title)} required>
            <Field.Label>หัวข้อ</Field.Label>
            <Input name="title" value={draft.title} maxLength={200} onChange={(e) => set('title')(e.target.value)} />
            {errors.title ? <Field.ErrorText>{errors.title}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.description)}>
            <Field.Label>รายละเอียด</Field.Label>
            <Textarea name="description" rows={4} value={draft.description} maxLength={2000} onChange={(e) => set('description')(e.target.value)} />
            {errors.description ? <Field.ErrorText>{errors.description}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.image)}>
            <Field.Label>ลิงก์รูปภาพ (https:// หรือไฟล์ของเว็บ)</Field.Label>
            <Input name="image" value={draft.image} onChange={(e) => set('image')(e.target.value)} placeholder="https://" />
            {errors.image ? <Field.ErrorText>{errors.image}</Field.ErrorText> : null}
          </Field.Root>
          {draft.kind === 'notification' ? (
            <Field.Root invalid={Boolean(errors.username)}>
              <Field.Label>ส่งถึงสมาชิก (เว้นว่างเพื่อส่งถึงทุกคน)</Field.Label>
              <Input name="username" inputMode="numeric" maxLength={10} value={draft.username} onChange={(e) => set('username')(e.target.value.replace(/\D/g, ''))} />
              {errors.username ? <Field.ErrorText>{errors.username}</Field.ErrorText> : null}
            </Field.Root>
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
  );
}
