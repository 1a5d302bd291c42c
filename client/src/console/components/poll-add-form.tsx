import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { ZPollInput, type PollInput } from '@shared/api/poll.js';
import { useAddPoll } from '../api/add-poll.js';
import { fromBangkokInput } from '../format.js';
import { numberOf, textOrNull } from '../form-values.js';
import { FeedbackAlert } from './feedback.js';
import { TextField } from './form-fields.js';
import { useFormDraft } from './use-form-draft.js';

const EMPTY = { title: '', question: '', description: '', image: '', opens_at: '', closes_at: '', prize: '' };
const MIN_CHOICES = 2;
const MAX_CHOICES = 8;

/**
 * A new poll: its words, 2 to 8 choices, its open and close times in Bangkok
 * time (the upstream opens and closes it on those), and the prize the winning
 * votes share.
 */
export function PollAddForm({ onDone }: { onDone: (title: string) => void }) {
  const form = useFormDraft(EMPTY);
  const [choices, setChoices] = useState<string[]>(['', '']);
  const add = useAddPoll();
  const { draft, set, errors } = form;
  const setChoice = (index: number, label: string) => {
    setChoices((current) => current.map((old, i) => (i === index ? label : old)));
    form.clearError(`choices.${index}.label`);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: PollInput = {
      title: draft.title,
      question: draft.question,
      description: textOrNull(draft.description),
      image: textOrNull(draft.image),
      choices: choices.map((label) => ({ label, image: null })),
      // An empty time goes as '' so the schema answers with its own Thai message.
      opens_at: fromBangkokInput(draft.opens_at) ?? '',
      closes_at: fromBangkokInput(draft.closes_at) ?? '',
      prize: numberOf(draft.prize),
    };
    if (!form.check(ZPollInput, body)) return;
    add.mutate(body, { onSuccess: ({ poll }) => onDone(poll.title), onError: form.refused });
  };

  return (
    <Stack gap="3" asChild bg="bg.surface" borderWidth="1px" borderColor="border.subtle" rounded="xl" p="4">
      <form onSubmit={onSubmit} noValidate aria-label="สร้างโพล">
        <Text fontWeight="semibold">สร้างโพลใหม่</Text>
        <Text fontSize="sm" color="fg.muted">
          โพลเปิดและปิดเองตามเวลาที่ตั้ง (เวลาไทย) เมื่อปิด ตัวเลือกที่ได้โหวตมากที่สุดชนะ และรางวัลแบ่งตามจำนวนโหวตของตัวเลือกที่ชนะ
        </Text>
        <TextField label="ชื่อโพล" name="title" required maxLength={100} value={draft.title} onValue={set('title')} error={errors.title} />
        <TextField label="คำถาม" name="question" required maxLength={300} value={draft.question} onValue={set('question')} error={errors.question} />
        <TextField label="รายละเอียด" name="description" multiline maxLength={1000} value={draft.description} onValue={set('description')} error={errors.description} />
        <TextField label="ที่อยู่รูปภาพ (URL)" name="image" type="url" maxLength={300} helper="ไม่บังคับ" value={draft.image} onValue={set('image')} error={errors.image} />
        <Stack as="fieldset" gap="2" aria-label="ตัวเลือก">
          <Text as="legend" fontWeight="medium" fontSize="sm">
            ตัวเลือก ({MIN_CHOICES}–{MAX_CHOICES} ตัวเลือก)
          </Text>
          {choices.map((label, index) => {
            const error = errors[`choices.${index}.label`];
            return (
              <HStack key={index} align="end" gap="2">
                <Field.Root invalid={Boolean(error)}>
                  <Field.Label>ตัวเลือกที่ {index + 1}</Field.Label>
                  <Input name={`choice-${index + 1}`} maxLength={100} value={label} onChange={(e) => setChoice(index, e.target.value)} />
                  {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
                </Field.Root>
                <Button
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`ลบตัวเลือกที่ ${index + 1}`}
                  disabled={choices.length <= MIN_CHOICES}
                  onClick={() => setChoices((current) => current.filter((_, i) => i !== index))}
                >
                  <LuTrash2 />
                </Button>
              </HStack>
            );
          })}
          {errors.choices ? (
            <Text fontSize="sm" color="fg.error">
              {errors.choices}
            </Text>
          ) : null}
          <HStack>
            <Button size="sm" variant="outline" disabled={choices.length >= MAX_CHOICES} onClick={() => setChoices((current) => [...current, ''])}>
              <LuPlus /> เพิ่มตัวเลือก
            </Button>
          </HStack>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <TextField label="เปิดโหวต (เวลาไทย)" name="opens-at" type="datetime-local" required value={draft.opens_at} onValue={set('opens_at')} error={errors.opens_at} />
          <TextField label="ปิดโหวต (เวลาไทย)" name="closes-at" type="datetime-local" required value={draft.closes_at} onValue={set('closes_at')} error={errors.closes_at} />
          <TextField label="รางวัลรวม (บาท)" name="prize" inputMode="decimal" required value={draft.prize} onValue={set('prize')} error={errors.prize} />
        </SimpleGrid>
        <FeedbackAlert feedback={form.feedback} />
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={add.isPending}>
            สร้างโพล
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
