/**
 * "ข้อมูลเกม" of the fishing game: the published fish table (multiplier, the
 * exact catch chance a/b, RTP 96 % for every fish), the seed pair in use
 * with the next nonce, "เปลี่ยนเมล็ดสุ่ม" (reveals the seed, commits a new
 * one with the member's client seed, as the slots' panel does), the last
 * shot's numbers, every shot a page at a time with its check once its seed is
 * revealed (shot-history.tsx), and the formula to recompute any shot.
 */
import { useState } from 'react';
import { Dialog, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';
import type { FishingInfoResponse, FishingShotResponse } from '#shared/games/fishing-api.js';
import { ZSlotRotateRequest, type SlotFairness, type SlotRotateResponse } from '#shared/games/slot-api.js';
import { ClientSeedForm, type ClientSeedLabels } from '#client/components/client-seed-form/client-seed-form.js';
import { LabelledCode } from '#client/components/labelled-code/labelled-code.js';
import { CommitmentLogLink } from '#client/components/commitment-log-link/commitment-log-link.js';
import { PageDialog } from '#client/components/ui/page-dialog.js';
import { useRotateSlotSeed } from '../api/rotate-seed.js';
import { times } from '../format.js';
import { FishArt } from './fish-art.js';
import { HowToVerifyShot } from './how-to-verify-shot.js';
import { ShotHistory } from './shot-history.js';
import { decimalText } from '#client/lib/thai/format.js';

const SEED_LABELS: ClientSeedLabels = {
  form: 'เปลี่ยนเมล็ดสุ่ม',
  field: 'เมล็ดสุ่มของคุณ (client seed แก้ไขได้)',
  submit: (
    <>
      <LuRefreshCw aria-hidden /> เปลี่ยนเมล็ดสุ่ม
    </>
  ),
  hint: 'เปิดเผยเมล็ดสุ่มเซิร์ฟเวอร์ที่ใช้อยู่ให้ตรวจสอบนัดที่ผ่านมา แล้วผูกเมล็ดใหม่กับเมล็ดสุ่มของคุณด้านบน',
};


export function FishingInfoPanel({
  session,
  info,
  fairness,
  last,
  shooting,
  open,
  onClose,
  onRotated,
}: {
  session: string;
  info: FishingInfoResponse;
  fairness: SlotFairness;
  last: FishingShotResponse | null;
  shooting: boolean;
  open: boolean;
  onClose: () => void;
  onRotated: (fairness: SlotFairness) => void;
}) {
  const rotate = useRotateSlotSeed(session);
  const [revealed, setRevealed] = useState<SlotRotateResponse['revealed'] | null>(null);
  const rtp = info.species[0]?.rtp_percent ?? 96;

  return (
    <PageDialog open={open} onClose={onClose} title="ข้อมูลเกม">
      <Dialog.Body>
        <Stack gap="5" py="2" data-testid="fishing-info">
          <Stack gap="1">
            <Heading as="h3" size="md">
              {info.name}
            </Heading>
            <Text fontSize="sm">
              อัตราคืนผู้เล่น (RTP){' '}
              <b data-testid="fishing-rtp">{decimalText(rtp, 4)}%</b> เท่ากันทุกปลา ({info.species[0]?.rtp_fraction ?? '24/25'})
            </Text>
            <Text fontSize="xs" color="fg.muted">
              ยิงหนึ่งนัดหักเงินเท่ากับกระสุนที่เลือก ถ้าจับได้รับ กระสุน × อัตราจ่ายของปลาตัวนั้น (ปัดเศษสตางค์ลง) ในรอบเดียวกัน
            </Text>
          </Stack>

          <Table.Root size="sm" variant="line" data-testid="fish-table">
            <Table.Header>
              <Table.Row bg="transparent">
                <Table.ColumnHeader color="fg.muted">ปลา</Table.ColumnHeader>
                <Table.ColumnHeader color="fg.muted" textAlign="end">
                  จ่าย
                </Table.ColumnHeader>
                <Table.ColumnHeader color="fg.muted" textAlign="end">
                  โอกาสจับ
                </Table.ColumnHeader>
                <Table.ColumnHeader color="fg.muted" textAlign="end">
                  RTP
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {info.species.map((fish) => (
                <Table.Row key={fish.code} bg="transparent" data-testid="fish-row">
                  <Table.Cell>
                    <HStack gap="2">
                      <FishArt code={fish.code} w="10" h="6" flexShrink={0} />
                      <Text>{fish.name}</Text>
                    </HStack>
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {times(fish.multiplier)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    <Text>{fish.chance_fraction}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {decimalText(fish.chance * 100, 4)}%
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {decimalText(fish.rtp_percent, 4)}%
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>

          <Stack gap="3" as="section">
            <Heading as="h3" size="sm">
              ตรวจสอบความยุติธรรม
            </Heading>
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
              disabled={shooting}
              error={rotate.error?.message ?? null}
              onSave={(clientSeed) =>
                rotate.mutate(clientSeed, {
                  onSuccess: (answer) => {
                    setRevealed(answer.revealed);
                    onRotated(answer.fairness);
                  },
                })
              }
              labels={SEED_LABELS}
              layout="stacked"
            />
            {revealed && (
              <Stack gap="2" p="3" rounded="lg" bg="bg.raised" data-testid="revealed">
                <Text fontWeight="bold" fontSize="sm">
                  เปิดเผยแล้ว ({revealed.spins} นัด)
                </Text>
                <LabelledCode label="เมล็ดสุ่มเซิร์ฟเวอร์ที่เปิดเผย" value={revealed.server_seed} />
                <LabelledCode label="Hash ที่แสดงก่อนยิง" value={revealed.server_seed_hash} />
                <CommitmentLogLink seq={revealed.log_seq} newTab />
              </Stack>
            )}
            {last && (
              <Stack gap="2" p="3" rounded="lg" bg="bg.raised" data-testid="last-shot">
                <Text fontWeight="bold" fontSize="sm">
                  นัดล่าสุด: nonce {last.nonce} · {last.caught ? 'จับได้' : 'พลาด'}
                </Text>
                <LabelledCode label="client seed" value={last.client_seed} />
                <LabelledCode label="digest (HMAC-SHA256)" value={last.digest} />
              </Stack>
            )}
          </Stack>
          <ShotHistory session={session} info={info} open={open} />
          <HowToVerifyShot />
        </Stack>
      </Dialog.Body>
    </PageDialog>
  );
}
