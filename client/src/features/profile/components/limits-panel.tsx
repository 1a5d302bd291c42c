/**
 * Responsible play (docs/domain.md "Members"): daily deposit and loss limits, each
 * with its current value, a looser value waiting for its (Buddhist-era) date,
 * and today's use; a time-out (24 h to 6 weeks) and self-exclusion (6 months
 * or more), each behind a confirmation because neither can be undone.
 */
import { useState } from 'react';
import { Alert, Button, Field, Flex, HStack, Input, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { LimitsRequest, LimitsResponse, MoneyLimit } from '#shared/api/limits.js';
import { formatThaiDateTime } from '#shared/dates.js';
import { formatThb, isThbAmount, satangToThb, thbToSatang } from '#shared/money-format.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { notify } from '#client/components/ui/toaster.js';
import { useLimits } from '../api/get-limits.js';
import { useSetLimits } from '../api/set-limits.js';
import { ConfirmDialog } from './confirm-dialog.js';

const thbText = (thb: number) => formatThb(isThbAmount(thb) ? thbToSatang(thb) : Math.round(thb * 100));
const limitText = (value: number | null) => (value === null ? 'ไม่จำกัด' : thbText(value));

function parseAmount(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.') as [string, string?];
  const satang = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return satang > 0 ? satangToThb(satang) : null;
}

export const TIMEOUT_OPTIONS = [
  { hours: 24, label: '24 ชั่วโมง' },
  { hours: 72, label: '3 วัน' },
  { hours: 168, label: '1 สัปดาห์' },
  { hours: 336, label: '2 สัปดาห์' },
  { hours: 672, label: '4 สัปดาห์' },
  { hours: 1008, label: '6 สัปดาห์' },
];

export const EXCLUDE_OPTIONS = [
  { days: 180, label: '6 เดือน' },
  { days: 365, label: '1 ปี' },
  { days: 730, label: '2 ปี' },
  { days: 1825, label: '5 ปี' },
];

type MoneyField = 'deposit_daily' | 'loss_daily';

function MoneyLimitRow({
  field,
  title,
  usedLabel,
  limit,
  onSave,
  busy,
  error,
}: {
  field: MoneyField;
  title: string;
  usedLabel: string;
  limit: MoneyLimit;
  onSave: (request: LimitsRequest) => void;
  busy: boolean;
  error: string | null;
}) {
  const [text, setText] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const save = () => {
    const amount = parseAmount(text);
    if (amount === null) {
      setLocalError('กรุณากรอกจำนวนเงินมากกว่า 0 ทศนิยมไม่เกิน 2 ตำแหน่ง');
      return;
    }
    setLocalError(null);
    onSave({ [field]: amount });
    setText('');
  };
  const shown = localError ?? error;
  return (
    <Stack gap="2" p="3" rounded="lg" bg="bg.raised" data-testid={`limit-${field}`}>
      <Flex justify="space-between" gap="2">
        <Text fontWeight="medium">{title}</Text>
        <Text fontWeight="bold" data-testid={`limit-${field}-current`}>
          {limitText(limit.current)}
        </Text>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {usedLabel}วันนี้ {thbText(limit.used_today)}
      </Text>
      {limit.pending && (
        <Text fontSize="sm" color="orange.300" data-testid={`limit-${field}-pending`}>
          จะเปลี่ยนเป็น {limitText(limit.pending.value)} ตั้งแต่ {formatThaiDateTime(limit.pending.effective_at)} น.
        </Text>
      )}
      <Field.Root invalid={shown !== null}>
        <Field.Label srOnly>{`ตั้ง${title}ใหม่ (บาท)`}</Field.Label>
        <HStack w="full">
          <Input value={text} onChange={(e) => setText(e.target.value)} inputMode="decimal" placeholder="จำนวนเงินต่อวัน" h="11" />
          <Button h="11" colorPalette="brand" loading={busy} onClick={save}>
            บันทึก
          </Button>
        </HStack>
        {shown && <Field.ErrorText>{shown}</Field.ErrorText>}
      </Field.Root>
      {limit.current !== null && (
        <Button size="sm" variant="ghost" colorPalette="accent" alignSelf="flex-start" onClick={() => onSave({ [field]: null })}>
          ยกเลิกขีดจำกัด
        </Button>
      )}
      <Text fontSize="xs" color="fg.muted">
        ลดขีดจำกัดมีผลทันที เพิ่มหรือยกเลิกมีผลหลัง 24 ชั่วโมง
      </Text>
    </Stack>
  );
}

type Pending = { kind: 'timeout'; hours: number; label: string } | { kind: 'exclude'; days: number; label: string };

export function LimitsPanel() {
  const limits = useLimits();
  const save = useSetLimits();
  const [savingField, setSavingField] = useState<keyof LimitsRequest | null>(null);
  const [timeoutHours, setTimeoutHours] = useState(TIMEOUT_OPTIONS[0]!.hours);
  const [excludeDays, setExcludeDays] = useState(EXCLUDE_OPTIONS[0]!.days);
  const [confirming, setConfirming] = useState<Pending | null>(null);

  const send = (request: LimitsRequest, done?: () => void) => {
    setSavingField(Object.keys(request)[0] as keyof LimitsRequest);
    save.mutate(request, {
      onSuccess: () => {
        notify.success('บันทึกขีดจำกัดแล้ว');
        done?.();
      },
    });
  };
  const errorFor = (field: keyof LimitsRequest) => (save.error && savingField === field ? save.error.message : null);

  return (
    <Stack gap="3" aria-label="ขีดจำกัดการเล่น">
      {limits.isPending && <Skeleton h="40" rounded="lg" />}
      <QueryError query={limits} />
      {limits.data && (
        <LimitsBody
          data={limits.data}
          busyField={save.isPending ? savingField : null}
          errorFor={errorFor}
          send={send}
          timeoutHours={timeoutHours}
          setTimeoutHours={setTimeoutHours}
          excludeDays={excludeDays}
          setExcludeDays={setExcludeDays}
          ask={setConfirming}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.kind === 'exclude' ? 'ยืนยันงดเล่นด้วยตนเอง' : 'ยืนยันพักการเล่น'}
        text={
          confirming
            ? `${confirming.kind === 'exclude' ? 'งดเล่นด้วยตนเอง' : 'พักการเล่น'} ${confirming.label} เมื่อยืนยันแล้วจะยกเลิกหรือลดระยะเวลาไม่ได้ ระหว่างนี้คุณยังเข้าสู่ระบบ ดูยอดเงิน และถอนเงินได้`
            : ''
        }
        confirmText="ยืนยัน"
        busy={save.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          const request: LimitsRequest = confirming.kind === 'timeout' ? { timeout_hours: confirming.hours } : { self_exclude_days: confirming.days };
          send(request, () => setConfirming(null));
        }}
      />
    </Stack>
  );
}

function LimitsBody({
  data,
  busyField,
  errorFor,
  send,
  timeoutHours,
  setTimeoutHours,
  excludeDays,
  setExcludeDays,
  ask,
}: {
  data: LimitsResponse;
  busyField: keyof LimitsRequest | null;
  errorFor: (field: keyof LimitsRequest) => string | null;
  send: (request: LimitsRequest) => void;
  timeoutHours: number;
  setTimeoutHours: (hours: number) => void;
  excludeDays: number;
  setExcludeDays: (days: number) => void;
  ask: (pending: Pending) => void;
}) {
  return (
    <Stack gap="3">
      <MoneyLimitRow
        field="deposit_daily"
        title="ขีดจำกัดยอดฝากต่อวัน"
        usedLabel="ฝากแล้ว"
        limit={data.deposit_daily}
        onSave={send}
        busy={busyField === 'deposit_daily'}
        error={errorFor('deposit_daily')}
      />
      <MoneyLimitRow
        field="loss_daily"
        title="ขีดจำกัดยอดเสียต่อวัน"
        usedLabel="ยอดเสีย"
        limit={data.loss_daily}
        onSave={send}
        busy={busyField === 'loss_daily'}
        error={errorFor('loss_daily')}
      />

      <Stack gap="2" p="3" rounded="lg" bg="bg.raised" data-testid="limit-timeout">
        <Text fontWeight="medium">พักการเล่นชั่วคราว</Text>
        {data.timeout_until ? (
          <Text fontSize="sm" color="orange.300" data-testid="timeout-until">
            พักการเล่นถึง {formatThaiDateTime(data.timeout_until)} น.
          </Text>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            ไม่ได้พักการเล่น
          </Text>
        )}
        <Field.Root invalid={errorFor('timeout_hours') !== null}>
          <Field.Label srOnly>ระยะเวลาพักการเล่น</Field.Label>
          <HStack w="full">
            <NativeSelect.Root>
              <NativeSelect.Field value={timeoutHours} onChange={(e) => setTimeoutHours(Number(e.target.value))} h="11">
                {TIMEOUT_OPTIONS.map((o) => (
                  <option key={o.hours} value={o.hours}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button h="11" colorPalette="orange" onClick={() => ask({ kind: 'timeout', hours: timeoutHours, label: TIMEOUT_OPTIONS.find((o) => o.hours === timeoutHours)!.label })}>
              พักการเล่น
            </Button>
          </HStack>
          {errorFor('timeout_hours') && <Field.ErrorText>{errorFor('timeout_hours')}</Field.ErrorText>}
        </Field.Root>
      </Stack>

      <Stack gap="2" p="3" rounded="lg" bg="bg.raised" data-testid="limit-exclude">
        <Text fontWeight="medium">งดเล่นด้วยตนเอง</Text>
        {data.self_excluded_until ? (
          <Text fontSize="sm" color="red.300" data-testid="excluded-until">
            งดเล่นถึง {formatThaiDateTime(data.self_excluded_until)} น.
          </Text>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            ตั้งแต่ 6 เดือนขึ้นไป ระหว่างนี้เข้าสู่ระบบเพื่อดูยอดและถอนเงินได้เท่านั้น
          </Text>
        )}
        <Field.Root invalid={errorFor('self_exclude_days') !== null}>
          <Field.Label srOnly>ระยะเวลางดเล่น</Field.Label>
          <HStack w="full">
            <NativeSelect.Root>
              <NativeSelect.Field value={excludeDays} onChange={(e) => setExcludeDays(Number(e.target.value))} h="11">
                {EXCLUDE_OPTIONS.map((o) => (
                  <option key={o.days} value={o.days}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button h="11" colorPalette="red" onClick={() => ask({ kind: 'exclude', days: excludeDays, label: EXCLUDE_OPTIONS.find((o) => o.days === excludeDays)!.label })}>
              งดเล่น
            </Button>
          </HStack>
          {errorFor('self_exclude_days') && <Field.ErrorText>{errorFor('self_exclude_days')}</Field.ErrorText>}
        </Field.Root>
      </Stack>
      <Alert.Root status="info" rounded="lg" variant="subtle">
        <Alert.Indicator />
        <Alert.Title fontSize="sm">หากรู้สึกว่าการเล่นเริ่มเป็นปัญหา ปรึกษาสายด่วนสุขภาพจิต 1323 ได้ฟรีตลอด 24 ชั่วโมง</Alert.Title>
      </Alert.Root>
    </Stack>
  );
}
