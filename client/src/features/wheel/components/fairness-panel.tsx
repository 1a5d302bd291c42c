/**
 * "ตรวจสอบความยุติธรรม" (docs/domain.md "Integrity first"; decision 0030): the hash
 * of the server seed committed before the next spin, the member's client
 * seed and the next nonce; changing seed reveals the old server seed, and
 * every revealed seed's spins are recomputed in this browser.
 */
import { useState, type ReactNode } from 'react';
import { Button, Code, Collapsible, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuChevronDown, LuRefreshCw, LuShieldCheck } from 'react-icons/lu';
import { ZClientSeed, type WheelSeedRequest } from '#shared/api/wheel.js';
import { ClientSeedForm, type ClientSeedLabels } from '#client/components/client-seed-form/client-seed-form.js';
import { FairnessLink } from '#client/components/fairness-link/fairness-link.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { notify } from '#client/components/ui/toaster.js';
import { useWheelSeed } from '../api/get-seed.js';
import { useSetWheelSeed } from '../api/set-seed.js';
import { HowToVerify } from './how-to-verify.js';
import { RevealedSeed } from './revealed-seed.js';
import { useSeedVerdicts } from './use-seed-verdicts.js';

const SEED_LABELS: ClientSeedLabels = { form: 'ตั้ง client seed', field: 'Client seed (ของคุณ แก้ไขได้)', submit: 'บันทึก' };

export function FairnessPanel({ spinning }: { spinning: boolean }) {
  const seed = useWheelSeed();
  const setSeed = useSetWheelSeed();
  /** the hash this page showed before the member changed seed: the seed revealed next must be that one */
  const [shownBefore, setShownBefore] = useState<string | null>(null);
  const { verdicts, failed } = useSeedVerdicts(seed.data?.revealed, shownBefore);

  const change = (request: WheelSeedRequest, done: string) => {
    if (!seed.data) return;
    const before = seed.data.server_seed_hash;
    setSeed.mutate(request, {
      onSuccess: () => {
        setShownBefore(before);
        notify.success(done);
      },
    });
  };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} rounded="xl" bg="bg.surface" borderWidth="1px" borderColor="border.subtle" as="section" aria-labelledby="wheel-fair-title">
      <HStack gap="2">
        <LuShieldCheck aria-hidden />
        <Text id="wheel-fair-title" fontWeight="bold" fontSize="lg">
          ตรวจสอบความยุติธรรม
        </Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        รางวัลถูกสุ่มที่เซิร์ฟเวอร์ก่อนวงล้อเริ่มหมุน จาก server seed ที่ผูกไว้ล่วงหน้า client seed ของคุณ และลำดับการหมุน (nonce) ทุกครั้งคำนวณซ้ำได้เมื่อเปิดเผย seed
      </Text>
      <FairnessLink section="wheel" />
      {seed.isPending && <Skeleton h="40" rounded="lg" />}
      <QueryError query={seed} />
      {seed.data && (
        <Stack gap="3">
          <Field label="Hash ของ server seed ปัจจุบัน (SHA-256 ผูกไว้ก่อนหมุน)">
            <Code fontSize="xs" wordBreak="break-all" whiteSpace="normal" bg="bg.canvas" color="fg.default" px="2" py="1" data-testid="seed-hash">
              {seed.data.server_seed_hash}
            </Code>
          </Field>
          {/* Saving a client seed ends the current seed (its server seed is revealed): a client seed never steers a seed whose server half is known. */}
          <ClientSeedForm
            current={seed.data.client_seed}
            schema={ZClientSeed}
            labels={SEED_LABELS}
            layout="inline"
            pending={setSeed.isPending && setSeed.variables?.client_seed !== undefined}
            error={setSeed.error?.message ?? null}
            onSave={(clientSeed) => change({ client_seed: clientSeed }, 'บันทึก client seed แล้ว เปิดเผย server seed เดิมด้านล่าง')}
          />
          <Flex gap="3" wrap="wrap" fontSize="sm">
            <Text>
              <Text as="span" color="fg.muted">
                nonce ถัดไป{' '}
              </Text>
              <b data-testid="seed-nonce">{seed.data.nonce}</b>
            </Text>
            <Text>
              <Text as="span" color="fg.muted">
                ตารางรางวัลฉบับที่{' '}
              </Text>
              <b>{seed.data.table_version}</b>
            </Text>
          </Flex>
          <Stack gap="1">
            <Button
              variant="outline"
              colorPalette="brand"
              minH="11"
              loading={setSeed.isPending && setSeed.variables?.rotate === true}
              disabled={spinning || setSeed.isPending}
              onClick={() => change({ rotate: true }, 'เปลี่ยน seed แล้ว เปิดเผย server seed เดิมด้านล่าง')}
            >
              <LuRefreshCw aria-hidden /> เปลี่ยน seed
            </Button>
            <Text fontSize="xs" color="fg.muted">
              เปิดเผย server seed ปัจจุบันให้ตรวจสอบ แล้วผูก seed ใหม่ (การบันทึก client seed ใหม่ก็เปลี่ยน seed เช่นกัน)
            </Text>
          </Stack>
          {failed && <Text color="red.300">โหลดตัวตรวจสอบไม่สำเร็จ กรุณาโหลดหน้าใหม่</Text>}
          {seed.data.revealed.length > 0 && (
            <Stack gap="2">
              <Text fontWeight="bold">seed ที่เปิดเผยแล้ว (ตรวจสอบในเครื่องนี้)</Text>
              <Stack as="ul" listStyleType="none" gap="2">
                {seed.data.revealed.map((revealed) => (
                  <RevealedSeed key={revealed.server_seed_hash} seed={revealed} verdict={verdicts.get(revealed.server_seed_hash)} />
                ))}
              </Stack>
            </Stack>
          )}
        </Stack>
      )}
      <Collapsible.Root>
        <Collapsible.Trigger asChild>
          <Button variant="ghost" size="sm" minH="11" justifyContent="space-between" w="full" color="brand.fg">
            วิธีคำนวณซ้ำด้วยตัวเอง
            <LuChevronDown aria-hidden />
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <HowToVerify />
        </Collapsible.Content>
      </Collapsible.Root>
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      {children}
    </Stack>
  );
}
