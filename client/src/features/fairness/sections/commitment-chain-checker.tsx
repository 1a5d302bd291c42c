/**
 * Rechecks the whole public log in this browser: pages it in from the first
 * entry and recomputes every hash and link with the shared recipe. The head
 * it ends on is shown, so a member can compare it with one they kept.
 */
import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { checkChain, type ChainBreak } from '#shared/fairness/commitment-chain.js';
import { LabelledCode } from '#client/components/labelled-code/labelled-code.js';
import { wholeLog } from '../api/get-commitments.js';
import { MatchLine } from '../components/match-line.js';
import { countText } from '#client/lib/thai/format.js';

type Check =
  | { state: 'idle' }
  | { state: 'loading'; count: number }
  | { state: 'done'; count: number; head: { seq: number; hash: string } | null; broken: ChainBreak | null }
  | { state: 'failed'; message: string };

const PROBLEMS: Record<ChainBreak['problem'], string> = {
  gap: 'ลำดับขาดหายหรือซ้ำ',
  link: 'ค่าแฮชก่อนหน้าไม่ตรงกับรายการก่อนหน้า',
  hash: 'ค่าแฮชไม่ตรงกับข้อความของรายการ',
};

export function CommitmentChainChecker() {
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const run = async () => {
    setCheck({ state: 'loading', count: 0 });
    try {
      const entries = await wholeLog((count) => setCheck({ state: 'loading', count }));
      const last = entries.at(-1);
      setCheck({ state: 'done', count: entries.length, head: last ? { seq: last.seq, hash: last.hash } : null, broken: checkChain(entries) });
    } catch (error) {
      setCheck({ state: 'failed', message: (error as Error).message });
    }
  };
  return (
    <Stack gap="2" fontSize="sm" data-testid="commitment-checker">
      <Button alignSelf="start" size="sm" onClick={() => void run()} loading={check.state === 'loading'} loadingText="กำลังตรวจ">
        ตรวจทั้งบันทึกในเครื่องนี้
      </Button>
      {check.state === 'loading' && <Text color="fg.muted">โหลดแล้ว {countText(check.count)} รายการ</Text>}
      {check.state === 'failed' && <Text color="fg.error">ตรวจไม่สำเร็จ: {check.message}</Text>}
      {check.state === 'done' && (
        <MatchLine
          ok={check.broken === null}
          yes={`ครบ ${countText(check.count)} รายการ ทุกค่าแฮชและทุกลำดับต่อกันถูกต้อง`}
          no={check.broken ? `บันทึกขาดตอนที่รายการ #${check.broken.seq}: ${PROBLEMS[check.broken.problem]}` : ''}
          testId="commitment-check-result"
        />
      )}
      {check.state === 'done' && check.head && <LabelledCode label={`หัวบันทึกที่ตรวจ (รายการ #${check.head.seq})`} value={check.head.hash} />}
    </Stack>
  );
}
