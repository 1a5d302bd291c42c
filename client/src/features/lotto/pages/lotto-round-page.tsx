/**
 * /lotto/{round_id}: bet on one round. The round's header and countdown, its
 * restricted numbers, the category's bet types, a big number pad with the
 * helpers (6 กลับ, กลับ 2 ตัว, 19 ประตู, รูดหน้า/หลัง, เบิ้ล, ตอง, วิน), a text
 * entry for many numbers, the picked list, and the bill dialog.
 */
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Button, Collapsible, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useImmer } from 'use-immer';
import { LuChevronDown, LuReceiptText } from 'react-icons/lu';
import { BET_TYPE_INFO, type BetType, type LimitRow, type LottoCategory, type LottoRound } from '#shared/api/lotto/rounds.js';
import { MAX_BILL_ITEMS, type BillCreateResponse } from '#shared/api/lotto/bills.js';
import { notify } from '#client/components/ui/toaster.js';
import { useRound } from '../api/get-round.js';
import { useRate } from '../api/get-rate.js';
import { useLimit } from '../api/get-limit.js';
import { addNumbers, entryDigits, expandEntry, indexRestricted, itemKey, modesFor, type EntryMode, type PickedItem } from '../bet-entry.js';
import { BetTypePicker } from '../components/bet-type-picker.js';
import { BillDialog } from '../components/bill-dialog.js';
import { EntryModePicker, QuickSets, WinPicker } from '../components/entry-helpers.js';
import { LoadError } from '#client/components/load-error/load-error.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { NumberPad } from '../components/number-pad.js';
import { PickedList } from '../components/picked-list.js';
import { RestrictedNumbers } from '../components/restricted-numbers.js';
import { RoundHeader } from '../components/round-header.js';
import { effectiveStatus } from '../components/round-status.js';
import { TextEntry } from '../components/text-entry.js';
import { thbText } from '../format.js';
import { useRefetchWhenDue } from '../use-refetch-when-due.js';
import { useServerClock } from '#client/lib/use-server-now.js';

/** The page's heading until the round's own name is known. */
const PAGE_TITLE = 'แทงหวยงวดนี้';

export function LottoRoundPage() {
  const { round_id: param } = useParams();
  const roundId = /^\d{1,9}$/.test(param ?? '') ? Number(param) : 0;
  if (roundId <= 0) {
    return (
      <Stack gap="3">
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
          {PAGE_TITLE}
        </Heading>
        <LoadError message="ไม่พบงวดนี้" />
      </Stack>
    );
  }
  // A new round starts with an empty bill.
  return <RoundBetting key={roundId} roundId={roundId} />;
}

function RoundBetting({ roundId }: { roundId: number }) {
  const round = useRound(roundId);
  const data = round.data;
  const boundary = data ? Date.parse(data.round.status === 'upcoming' ? data.round.opens_at : data.round.closes_at) : NaN;
  const watching = data !== undefined && ['upcoming', 'open'].includes(data.round.status);
  const due = useServerClock((now) => watching && now >= boundary);
  useRefetchWhenDue(due, round);

  if (round.isPending || round.isError) {
    return (
      <Stack gap="3">
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
          {PAGE_TITLE}
        </Heading>
        {round.isError ? (
          <QueryError query={round} />
        ) : (
          <Stack gap="3" aria-label="กำลังโหลด">
            <Skeleton h="32" rounded="xl" />
            <Skeleton h="64" rounded="xl" />
          </Stack>
        )}
      </Stack>
    );
  }
  return <BetBoard round={round.data.round} category={round.data.category} />;
}

function BetBoard({ round, category }: { round: LottoRound; category: LottoCategory }) {
  const rate = useRate(round.round_id);
  const limit = useLimit(round.round_id);
  const [items, setItems] = useImmer<PickedItem[]>([]);
  const [chosenTypes, setChosenTypes] = useState<BetType[]>([]);
  const [chosenMode, setMode] = useState<EntryMode>('plain');
  const [entry, setEntry] = useState('');
  const [notice, setNotice] = useState<{ tone: 'info' | 'warning'; text: string } | null>(null);
  const [defaultAmount, setDefaultAmount] = useState('');
  const [billOpen, setBillOpen] = useState(false);

  const types = chosenTypes.length > 0 ? chosenTypes : category.bet_types.slice(0, 1);
  const digits = types[0] ? BET_TYPE_INFO[types[0]].digits : 3;
  const mode = modesFor(digits).includes(chosenMode) ? chosenMode : 'plain';
  const need = entryDigits(mode, digits);

  const rates = useMemo(() => new Map((rate.data?.rates ?? []).map((r) => [r.bet_type, r.rate])), [rate.data]);
  const limits = useMemo(() => new Map<BetType, LimitRow>((limit.data?.limits ?? []).map((l) => [l.bet_type, l])), [limit.data]);
  const restrictedList = rate.data?.restricted ?? limit.data?.restricted;
  const restricted = useMemo(() => indexRestricted(restrictedList), [restrictedList]);

  // Re-renders when the status changes on the clock, not every second (the header ticks on its own).
  const status = useServerClock((now) => effectiveStatus(round, now));
  const open = status === 'open';

  const add = (numbers: string[], skipped: string[] = []) => {
    const outcome = addNumbers(items, types, numbers, restricted, defaultAmount);
    setItems(outcome.items);
    const parts: string[] = [];
    if (outcome.added > 0) parts.push(`เพิ่ม ${outcome.added} รายการ`);
    if (outcome.closed.length > 0) parts.push(`ปิดรับแทง: ${outcome.closed.join(', ')}`);
    if (outcome.overflow > 0) parts.push(`โพยหนึ่งใบแทงได้ไม่เกิน ${MAX_BILL_ITEMS} รายการ`);
    if (skipped.length > 0) parts.push(`ข้ามเลขที่ไม่ใช่ ${need} หลัก: ${skipped.join(', ')}`);
    if (parts.length === 0) parts.push('เลขนี้อยู่ในรายการแล้ว');
    const clean = outcome.closed.length === 0 && outcome.overflow === 0 && skipped.length === 0 && outcome.added > 0;
    setNotice({ tone: clean ? 'info' : 'warning', text: parts.join(' · ') });
  };

  const onDigit = (digit: string) => {
    const next = entry + digit;
    if (next.length < need) return setEntry(next);
    setEntry('');
    add(expandEntry(mode, next));
  };

  const onTypes = (next: BetType[]) => {
    if (next[0] && BET_TYPE_INFO[next[0]].digits !== digits) setEntry('');
    setChosenTypes(next);
  };

  const onCreated = (bill: BillCreateResponse) => {
    setItems([]);
    setBillOpen(false);
    setNotice(null);
    notify.success(`แทงหวยสำเร็จ โพยเลขที่ ${bill.bill_id} ยอด ${thbText(bill.total)}`);
  };

  return (
    <Stack gap="4">
      <RoundHeader round={round} category={category} />

      {!open && (
        <Alert.Root status={status === 'cancelled' ? 'error' : 'warning'} variant="solid" rounded="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {status === 'upcoming' ? 'งวดนี้ยังไม่เปิดรับแทง' : status === 'cancelled' ? 'งวดนี้ถูกยกเลิก' : 'งวดนี้ปิดรับแทงแล้ว'}
            </Alert.Title>
            {(status === 'closed' || status === 'resulted') && (
              <Alert.Description>
                <RouterLink to="/lotto/results" style={{ textDecoration: 'underline' }}>
                  ดูผลหวย
                </RouterLink>{' '}
                หรือ{' '}
                <RouterLink to="/lotto/lobby" style={{ textDecoration: 'underline' }}>
                  เลือกงวดอื่น
                </RouterLink>
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}

      <QueryError query={rate} />
      {restrictedList && <RestrictedNumbers restricted={restrictedList} />}

      <BetTypePicker betTypes={category.bet_types} selected={types} rates={rates} onChange={onTypes} />

      <Stack gap="2">
        <EntryModePicker
          digits={digits}
          mode={mode}
          disabled={!open}
          onChange={(next) => {
            setMode(next);
            setEntry('');
          }}
        />
        <QuickSets digits={digits} disabled={!open} onAdd={(numbers) => add(numbers)} />
      </Stack>

      <NumberPad
        entry={entry}
        length={need}
        disabled={!open}
        onDigit={onDigit}
        onErase={() => setEntry(entry.slice(0, -1))}
        onClear={() => setEntry('')}
      />
      {notice && (
        <Text role="status" fontSize="sm" color={notice.tone === 'warning' ? 'orange.300' : 'green.300'} textAlign="center" data-testid="bet-notice">
          {notice.text}
        </Text>
      )}

      <TextEntry
        disabled={!open}
        onSubmit={(entries) => {
          const fit = entries.filter((e) => e.length === need);
          add(
            fit.flatMap((e) => expandEntry(mode, e)),
            entries.filter((e) => e.length !== need),
          );
        }}
      />

      {(digits === 2 || digits === 3) && (
        <Collapsible.Root lazyMount unmountOnExit>
          <Collapsible.Trigger asChild>
            <Button variant="outline" colorPalette="brand" w="full" minH="12" justifyContent="space-between">
              วินเลข (เลือกเลขแล้วจับคู่ให้อัตโนมัติ)
              <LuChevronDown aria-hidden />
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content>
            <Box pt="2">
              <WinPicker key={digits} digits={digits} disabled={!open} onAdd={(numbers) => add(numbers)} />
            </Box>
          </Collapsible.Content>
        </Collapsible.Root>
      )}

      <Button size="xl" colorPalette="brand" disabled={!open || items.length === 0} onClick={() => setBillOpen(true)} minH="14">
        <LuReceiptText aria-hidden />
        ใส่ราคา ({items.length} รายการ)
      </Button>

      <PickedList
        items={items}
        restricted={restricted}
        onRemove={(key) => setItems((draft) => draft.filter((i) => itemKey(i) !== key))}
        onClear={() => setItems([])}
      />

      <BillDialog
        open={billOpen}
        onOpenChange={setBillOpen}
        roundId={round.round_id}
        items={items}
        rates={rates}
        restricted={restricted}
        limits={limits}
        onAmountChange={(key, amount) =>
          setItems((draft) => {
            const item = draft.find((i) => itemKey(i) === key);
            if (item) item.amount = amount;
          })
        }
        onAmountAll={(amount) => {
          setDefaultAmount(amount);
          setItems((draft) => {
            for (const item of draft) item.amount = amount;
          });
        }}
        onRemove={(key) => setItems((draft) => draft.filter((i) => itemKey(i) !== key))}
        onCreated={onCreated}
      />
    </Stack>
  );
}
