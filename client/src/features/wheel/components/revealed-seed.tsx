/** One revealed seed with its spins recomputed in this browser: ✓ or ✗ per spin and overall. */
import type { ReactNode } from 'react';
import { Box, Flex, Stack, Table, Text } from '@chakra-ui/react';
import type { WheelRevealedSeed } from '#shared/api/wheel.js';
import { formatThaiDateTime } from '#shared/dates.js';
import { CommitmentLogLink } from '#client/components/commitment-log-link/commitment-log-link.js';
import { LabelledCode } from '#client/components/labelled-code/labelled-code.js';
import { pointsText } from '#client/lib/money-text.js';
import type { SeedVerdict } from '../verify-seed.js';
import { VerdictBanner } from '#client/components/verdict-banner/verdict-banner.js';

export function RevealedSeed({ seed, verdict }: { seed: WheelRevealedSeed; verdict: SeedVerdict | undefined }) {
  const nameOf = (id: number) => seed.prizes.find((prize) => prize.id === id)?.name ?? `#${id}`;
  return (
    <Stack as="li" gap="2" p="3" rounded="lg" bg="bg.raised" fontSize="sm" data-testid="revealed-seed">
      <Flex justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="bold">เปิดเผยเมื่อ {formatThaiDateTime(seed.revealed_at)} น.</Text>
        <Text color="fg.muted">
          ตารางรางวัลฉบับที่ {seed.table_version} · หมุน {pointsText(seed.spins.length)} ครั้ง
        </Text>
      </Flex>
      <LabelledCode label="Hash ที่แสดงก่อนหมุน" value={seed.server_seed_hash} />
      <LabelledCode label="Server seed ที่เปิดเผย" value={seed.server_seed} />
      <CommitmentLogLink seq={seed.log_seq} />
      <LabelledCode label="Client seed" value={seed.client_seed} />
      {!verdict && <Text color="fg.muted">กำลังคำนวณในเครื่องนี้…</Text>}
      {verdict && (
        <>
          <LabelledCode label="SHA-256(server seed) คำนวณในเครื่องนี้" value={verdict.computedHash} />
          <Mark ok={verdict.hashOk} testId="hash-check">
            {verdict.hashOk ? 'hash ตรงกับที่แสดงก่อนหมุน' : 'hash ไม่ตรงกับที่แสดงก่อนหมุน'}
          </Mark>
          {seed.spins.length > 0 && (
            <Box maxH="64" overflowY="auto" rounded="md" bg="bg.surface">
              <Table.Root size="sm" variant="line" stickyHeader>
                <Table.Header>
                  <Table.Row bg="bg.surface">
                    <Table.ColumnHeader color="fg.muted">nonce</Table.ColumnHeader>
                    <Table.ColumnHeader color="fg.muted">รางวัลที่บันทึก</Table.ColumnHeader>
                    <Table.ColumnHeader color="fg.muted">คำนวณได้</Table.ColumnHeader>
                    <Table.ColumnHeader color="fg.muted" textAlign="center">
                      ผล
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {verdict.spins.map((spin) => (
                    <Table.Row key={spin.spin_id} bg="transparent" data-testid="spin-check">
                      <Table.Cell fontVariantNumeric="tabular-nums">{spin.nonce}</Table.Cell>
                      <Table.Cell>{nameOf(spin.prize_id)}</Table.Cell>
                      <Table.Cell>{nameOf(spin.computed_id)}</Table.Cell>
                      <Table.Cell textAlign="center" fontWeight="bold" color={spin.ok ? 'green.300' : 'red.300'} aria-label={spin.ok ? 'ตรงกัน' : 'ไม่ตรงกัน'}>
                        {spin.ok ? '✓' : '✗'}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
          <VerdictBanner ok={verdict.ok} testId="seed-verdict">
            {verdict.ok
              ? `✓ ตรวจสอบแล้ว ถูกต้องทั้งหมด ${pointsText(verdict.spins.length)} ครั้ง`
              : `✗ ไม่ตรงกัน ${pointsText(verdict.spins.filter((spin) => !spin.ok).length)} ครั้ง${verdict.hashOk ? '' : ' และ hash ไม่ตรง'}`}
          </VerdictBanner>
        </>
      )}
    </Stack>
  );
}

function Mark({ ok, testId, children }: { ok: boolean; testId: string; children: ReactNode }) {
  return (
    <Text fontWeight="bold" color={ok ? 'green.300' : 'red.300'} data-testid={testId}>
      {ok ? '✓' : '✗'} {children}
    </Text>
  );
}
