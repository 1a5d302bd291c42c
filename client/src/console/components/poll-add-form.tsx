import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { ZPollInput, type PollInput } from '#shared/api/poll.js';
import { useAddPoll } from '../api/add-poll.js';
import { fromBangkokInput } from '../format.js';
import { numberOf, textOrNull } from '../form-values.js';
import { FeedbackAlert } from './feedback.js';
import { errorAt, FormProvider, readInto, TextField } from '#client/components/ui/form/index.js';
import { useConsoleForm } from './use-console-form.js';

const EMPTY = { title: '', question: '', description: '', image: '', opens_at: '', closes_at: '', prize: '', choices: [{ label: '' }, { label: '' }] };
const text = z.string();

/** What the agent typed, read into the call's request and checked with ZPollInput. */
const ZPollAddForm = readInto(
  z.object({ title: text, question: text, description: text, image: text, opens_at: text, closes_at: text, prize: text, choices: z.array(z.object({ label: text })) }),
  (draft): PollInput => ({
    title: draft.title,
    question: draft.question,
    description: textOrNull(draft.description),
    image: textOrNull(draft.image),
    choices: draft.choices.map(({ label }) => ({ label, image: null })),
    // An empty time goes as '' so the schema answers with its own Thai message.
    opens_at: fromBangkokInput(draft.opens_at) ?? '',
    closes_at: fromBangkokInput(draft.closes_at) ?? '',
    prize: numberOf(draft.prize),
  }),
  ZPollInput,
);
const MIN_CHOICES = 2;
const MAX_CHOICES = 8;

/**
 * A new poll: its words, 2 to 8 choices, its open and close times in Bangkok
 * time (the upstream opens and closes it on those), and the prize the winning
 * votes share.
 */
export function PollAddForm({ onDone }: { onDone: (title: string) => void }) {
  const { form, feedback, refused, submit } = useConsoleForm(ZPollAddForm, EMPTY);
  const choices = useFieldArray({ control: form.control, name: 'choices' });
  const add = useAddPoll();
  const { errors } = form.formState;
  const choicesError = errorAt(errors, 'choices.root') ?? errorAt(errors, 'choices');

  const onSubmit = submit((body) => add.mutate(body, { onSuccess: ({ poll }) => onDone(poll.title), onError: refused }));

  return (
    <FormProvider {...form}>
      <Stack gap="3" asChild bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="xl" p="4">
        <form onSubmit={onSubmit} noValidate aria-label="สร้างโพล">
          <Text fontWeight="semibold">สร้างโพลใหม่</Text>
          <Text fontSize="sm" color="fg.muted">
            โพลเปิดและปิดเองตามเวลาที่ตั้ง (เวลาไทย) เมื่อปิด ตัวเลือกที่ได้โหวตมากที่สุดชนะ และรางวัลแบ่งตามจำนวนโหวตของตัวเลือกที่ชนะ
          </Text>
          <TextField label="ชื่อโพล" name="title" required requiredIndicator={false} maxLength={100} />
          <TextField label="คำถาม" name="question" required requiredIndicator={false} maxLength={300} />
          <TextField label="รายละเอียด" name="description" multiline maxLength={1000} />
          <TextField label="ที่อยู่รูปภาพ (URL)" name="image" type="url" maxLength={300} helper="ไม่บังคับ" />
          <Stack as="fieldset" gap="2" aria-label="ตัวเลือก">
            <Text as="legend" fontWeight="medium" fontSize="sm">
              ตัวเลือก ({MIN_CHOICES}–{MAX_CHOICES} ตัวเลือก)
            </Text>
            {choices.fields.map((choice, index) => (
              <HStack key={choice.id} align="end" gap="2">
                <TextField label={`ตัวเลือกที่ ${index + 1}`} name={`choices.${index}.label`} htmlName={`choice-${index + 1}`} maxLength={100} />
                <Button
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`ลบตัวเลือกที่ ${index + 1}`}
                  disabled={choices.fields.length <= MIN_CHOICES}
                  onClick={() => choices.remove(index)}
                >
                  <LuTrash2 />
                </Button>
              </HStack>
            ))}
            {choicesError ? (
              <Text fontSize="sm" color="fg.error">
                {choicesError}
              </Text>
            ) : null}
            <HStack>
              <Button size="sm" variant="outline" disabled={choices.fields.length >= MAX_CHOICES} onClick={() => choices.append({ label: '' })}>
                <LuPlus /> เพิ่มตัวเลือก
              </Button>
            </HStack>
          </Stack>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <TextField label="เปิดโหวต (เวลาไทย)" name="opens_at" htmlName="opens-at" type="datetime-local" required requiredIndicator={false} />
            <TextField label="ปิดโหวต (เวลาไทย)" name="closes_at" htmlName="closes-at" type="datetime-local" required requiredIndicator={false} />
            <TextField label="รางวัลรวม (บาท)" name="prize" inputMode="decimal" required requiredIndicator={false} />
          </SimpleGrid>
          <FeedbackAlert feedback={feedback} />
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="brand" loading={add.isPending}>
              สร้างโพล
            </Button>
          </HStack>
        </form>
      </Stack>
    </FormProvider>
  );
}
