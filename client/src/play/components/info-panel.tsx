/**
 * "ข้อมูลเกม": the title's figures as published (computed exactly from the
 * published strips, games/scripts/compute-rtp.ts), the pay table at the
 * chosen bet, the free-spin feature and the 20 paylines, and a link to the
 * member site's page of the title's strips (every position, downloadable:
 * docs/decisions/0076).
 */
import type { ReactNode } from 'react';
import { Dialog, Flex, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { SlotInfo } from '#shared/games/slot-api.js';
import { SLOT_LINE_RULE } from '#client/components/slot-line-rule/slot-line-rule.js';
import { PageDialog } from '#client/components/ui/page-dialog.js';
import { percent4, oneIn, times, VOLATILITY_TH } from '../format.js';
import { PaylineDiagram } from '#client/game-data/payline-diagram.js';
import { LinePayTable } from '#client/game-data/line-pay-table.js';
import { SymbolArt, symbolName } from '#client/game-data/symbol-art.js';

export function InfoPanel({ info, open, onClose }: { info: SlotInfo; open: boolean; onClose: () => void }) {
  return (
    <PageDialog open={open} onClose={onClose} title="ข้อมูลเกม">
      <Dialog.Body>
        <Stack gap="5" py="2" data-testid="info-panel">
          <Stack gap="2">
            <Heading as="h3" size="md">
              {info.name}
            </Heading>
            <Grid templateColumns="minmax(0, 1fr) auto" gap="1.5" fontSize="sm" as="dl">
              <Figure label="อัตราคืนผู้เล่น (RTP)" value={percent4(info.rtp_percent)} testId="rtp" />
              <Figure label="RTP เป็นเศษส่วนที่แน่นอน" value={info.rtp_fraction} testId="rtp-fraction" />
              <Figure label="โอกาสชนะต่อสปิน" value={percent4(info.hit_frequency)} testId="hit-frequency" />
              <Figure label="ได้ฟรีสปินเฉลี่ย" value={oneIn(info.free_spins_one_in)} testId="free-spins-one-in" />
              <Figure label="ชนะสูงสุด (เท่าของเดิมพันรวม)" value={times(info.max_win_x)} testId="max-win" />
              <Figure label="ความผันผวน" value={VOLATILITY_TH[info.volatility]} testId="volatility" />
            </Grid>
            <Text fontSize="xs" color="fg.muted" data-testid="exact-note">
              ตัวเลขทั้งหมดคำนวณแบบแม่นยำ โดยไล่ครบทุกตำแหน่งหยุดของแถบวงล้อที่เผยแพร่ไว้ทุกแบบ (ทั้งเกมปกติและฟรีสปิน) ไม่ใช่การจำลองหรือการสุ่มทดลอง
            </Text>
            {/* The member site's page, another app: loaded as a document, in a new tab so the game stays. */}
            <Link
              href={`/fairness/slots/${encodeURIComponent(info.code)}`}
              target="_blank"
              rel="noopener noreferrer"
              color="brand.fg"
              fontSize="sm"
              textDecoration="underline"
              alignSelf="flex-start"
              data-testid="strips-link"
            >
              ดูแถบวงล้อทุกตำแหน่งและดาวน์โหลดไฟล์
            </Link>
          </Stack>

          <Section title="อัตราจ่าย">
            <Text fontSize="xs" color="fg.muted">
              จ่ายเป็นเท่าของเดิมพันต่อไลน์ (เดิมพันรวม ÷ {info.lines}) เมื่อเรียงจากวงล้อซ้ายสุด 3, 4 หรือ 5 ช่องบนไลน์เดียวกัน ไวลด์แทนได้ทุกสัญลักษณ์ยกเว้นสแกตเตอร์
            </Text>
            <Text fontSize="xs" color="fg.muted" data-testid="line-rule">
              {SLOT_LINE_RULE}
            </Text>
            <LinePayTable code={info.code} linePays={info.line_pays} label={symbolName} symbolHeader="สัญลักษณ์" rowTestId="pay-row" testId="paytable" />
          </Section>

          <Section title="สแกตเตอร์และฟรีสปิน">
            <HStack gap="3" align="start">
              <SymbolArt code={info.code} id="S" w="12" h="12" flexShrink={0} />
              <Stack gap="1" fontSize="sm" data-testid="scatter-pays">
                {info.scatter_pays.map((pay, i) => (
                  <Text key={i}>
                    {i + 3} ตัวที่ใดก็ได้: {times(pay)} ของเดิมพันรวม และฟรีสปิน {info.free_spins[i]} ครั้ง
                  </Text>
                ))}
                <Text color="fg.muted" fontSize="xs">
                  ฟรีสปินเล่นด้วยเดิมพันเดิมบนแถบวงล้อของฟรีสปิน รางวัลคูณ {times(info.free_spin_multiplier)} ระหว่างฟรีสปินจะไม่ได้ฟรีสปินเพิ่ม
                </Text>
              </Stack>
            </HStack>
          </Section>

          <Section title={`ไลน์จ่ายทั้ง ${info.paylines.length} ไลน์`}>
            <Grid templateColumns="repeat(5, minmax(0, 1fr))" gap="2">
              {info.paylines.map((rows, i) => (
                <PaylineDiagram key={i} number={i + 1} rows={rows} />
              ))}
            </Grid>
          </Section>
        </Stack>
      </Dialog.Body>
    </PageDialog>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="bold" textAlign="end" fontVariantNumeric="tabular-nums" wordBreak="break-all" data-testid={testId}>
        {value}
      </Text>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2" as="section">
      <Flex>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      </Flex>
      {children}
    </Stack>
  );
}
