/**
 * "ตรวจสอบความยุติธรรม" (docs/domain.md "Integrity first"): the hash of the server
 * seed committed before the next spin, the member's client seed and the next
 * nonce. "เปลี่ยนเมล็ดสุ่ม" reveals the seed in use and commits a new one with
 * the client seed in the field; every spin whose seed is revealed is
 * recomputed in this browser, ✓ or ✗, a page of the history at a time (every
 * spin is kept: docs/decisions/0076).
 */
import { useState } from 'react';
import { Dialog, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';
import { ZSlotRotateRequest, type SlotFairness, type SlotInfo, type SlotRotateResponse } from '#shared/games/slot-api.js';
import { ClientSeedForm, type ClientSeedLabels } from '#client/components/client-seed-form/client-seed-form.js';
import { CommitmentLogLink } from '#client/components/commitment-log-link/commitment-log-link.js';
import { LabelledCode } from '#client/components/labelled-code/labelled-code.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { Pager } from '#client/components/pager/pager.js';
import { PageDialog } from '#client/components/ui/page-dialog.js';
import { useSlotHistory } from '../api/get-history.js';
import { useRotateSlotSeed } from '../api/rotate-seed.js';
import { HowToVerify } from './how-to-verify.js';
import { SpinCheckRow } from './spin-check-row.js';
import { useSpinChecks } from './use-spin-checks.js';

const SEED_LABELS: ClientSeedLabels = {
  form: 'เปลี่ยนเมล็ดสุ่ม',
  field: 'เมล็ดสุ่มของคุณ (client seed แก้ไขได้)',
  submit: (
    <>
      <LuRefreshCw aria-hidden /> เปลี่ยนเมล็ดสุ่ม
    </>
  ),
  hint: 'เปิดเผยเมล็ดสุ่มเซิร์ฟเวอร์ที่ใช้อยู่ให้ตรวจสอบสปินที่ผ่านมา แล้วผูกเมล็ดใหม่กับเมล็ดสุ่มของคุณด้านบน',
};

export function VerifyPanel({
  session,
  info,
  fairness,
  spinning,
  open,
  onClose,
  onRotated,
}: {
  session: string;
  info: SlotInfo;
  fairness: SlotFairness;
  spinning: boolean;
  open: boolean;
  onClose: () => void;
  onRotated: (fairness: SlotFairness) => void;
}) {
  const [page, setPage] = useState(1);
  const history = useSlotHistory(session, page, open);
  const rotate = useRotateSlotSeed(session);
  const { checks, failed } = useSpinChecks(history.data?.items, info);
  const pages = history.data ? Math.max(1, Math.ceil(history.data.total / history.data.page_size)) : 1;
  const [revealed, setRevealed] = useState<SlotRotateResponse['revealed'] | null>(null);

  const onSave = (clientSeed: string) =>
    rotate.mutate(clientSeed, {
      onSuccess: (answer) => {
        setRevealed(answer.revealed);
        onRotated(answer.fairness);
      },
    });

  return (
    <PageDialog open={open} onClose={onClose} title="ตรวจสอบความยุติธรรม">
      <Dialog.Body>
        <Stack gap="4" py="2" data-testid="verify-panel">
          <Text fontSize="sm" color="fg.muted">
            ผลของทุกสปินถูกกำหนดที่เซิร์ฟเวอร์ก่อนวงล้อหมุน จากเมล็ดสุ่มของเซิร์ฟเวอร์ที่ผูกไว้ล่วงหน้า เมล็ดสุ่มของคุณ และลำดับสปิน (nonce)
          </Text>
          <LabelledCode label="Hash ของเมล็ดสุ่มเซิร์ฟเวอร์ปัจจุบัน (SHA-256)" value={fairness.server_seed_hash} />
          <Text fontSize="sm">
            <Text as="span" color="fg.muted">
              nonce ถัดไป{' '}
            </Text>
            <b data-testid="nonce">{fairness.nonce}</b>
          </Text>
          <ClientSeedForm
            current={fairness.client_seed}
            schema={ZSlotRotateRequest.shape.client_seed}
            pending={rotate.isPending}
            disabled={spinning}
            error={rotate.error?.message ?? null}
            onSave={onSave}
            labels={SEED_LABELS}
            layout="stacked"
          />
          {revealed && (
            <Stack gap="2" p="3" rounded="lg" bg="bg.raised" data-testid="revealed">
              <Text fontWeight="bold" fontSize="sm">
                เปิดเผยแล้ว ({revealed.spins} สปิน)
              </Text>
              <LabelledCode label="เมล็ดสุ่มเซิร์ฟเวอร์ที่เปิดเผย" value={revealed.server_seed} />
              <LabelledCode label="Hash ที่แสดงก่อนหมุน" value={revealed.server_seed_hash} />
              <CommitmentLogLink seq={revealed.log_seq} newTab />
            </Stack>
          )}

          <Stack gap="2">
            <Text fontWeight="bold">สปินที่ผ่านมา (ตรวจสอบในเครื่องนี้)</Text>
            {history.data && history.data.total > 0 && (
              <Text fontSize="xs" color="fg.muted" data-testid="spin-total">
                ทั้งหมด {history.data.total} สปิน ทุกสปินของเมล็ดสุ่มที่เปิดเผยแล้วตรวจสอบได้ที่นี่
              </Text>
            )}
            {history.isPending && <Skeleton h="24" rounded="lg" />}
            <QueryError query={history} />
            {failed && <Text color="red.300">โหลดตัวตรวจสอบไม่สำเร็จ กรุณาโหลดหน้าใหม่</Text>}
            {history.data?.total === 0 && <Text color="fg.muted">ยังไม่มีสปิน</Text>}
            <Stack as="ul" listStyleType="none" gap="2">
              {history.data?.items.map((spin) => (
                <SpinCheckRow key={spin.round_id} spin={spin} check={checks.get(spin.round_id)} />
              ))}
            </Stack>
            {history.data && <Pager page={page} pages={pages} onPage={setPage} />}
          </Stack>
          <HowToVerify />
        </Stack>
      </Dialog.Body>
    </PageDialog>
  );
}
