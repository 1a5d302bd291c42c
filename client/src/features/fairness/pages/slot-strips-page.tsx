/**
 * /fairness/slots/:code (docs/decisions/0076): what a built-in slot plays
 * with, published so anyone can recompute a spin from a revealed seed without
 * opening the game: every position of every reel strip (base game and free
 * spins), the paytable, the paylines and the exact RTP, and the same as a JSON
 * file to download. The data is the provider's own answer (get-slot-strips.ts),
 * read by the route's loader so the server renders it.
 */
import type { ReactNode } from 'react';
import { Button, Grid, Heading, HStack, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { SlotStripsTable } from '#shared/games/slot-api.js';
import { slotStripsFileName, slotStripsFileUrl } from '#shared/games/slot-strips-paths.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { PaylineDiagram } from '#client/game-data/payline-diagram.js';
import { LinePayTable, times } from '#client/game-data/line-pay-table.js';
import { SymbolArt } from '#client/game-data/symbol-art.js';
import { useSlotStrips } from '../api/get-slot-strips.js';
import { decimalText } from '#client/lib/thai/format.js';


export function SlotStripsPage() {
  const code = useParams().code ?? '';
  const strips = useSlotStrips(code);
  return (
    <Stack gap="5" minW="0" data-testid="slot-strips-page">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          แถบวงล้อและอัตราจ่าย
        </Heading>
        <Text fontSize="sm">
          ทุกตำแหน่งบนแถบวงล้อ อัตราจ่าย และไลน์จ่าย ตามที่เกมใช้คำนวณผลจริง ใช้คู่กับเมล็ดสุ่มที่เปิดเผยแล้วเพื่อคำนวณทุกสปินซ้ำได้เอง
          ตำแหน่งที่วงล้อหยุดคือช่องแถวบน แถวถัดลงไปคือช่องถัดไปของแถบ เมื่อสุดแถบให้วนกลับไปช่อง 0
        </Text>
        <Link asChild fontSize="sm" color="brand.fg" textDecoration="underline" alignSelf="flex-start">
          <RouterLink to="/fairness#slots">วิธีคำนวณตำแหน่งที่วงล้อหยุดจากเมล็ดสุ่ม</RouterLink>
        </Link>
      </Stack>
      {strips.isPending && <Skeleton h="64" rounded="lg" />}
      <QueryError query={strips} />
      {strips.data && <StripTables table={strips.data} />}
    </Stack>
  );
}

function StripTables({ table }: { table: SlotStripsTable }) {
  const name = (id: string) => table.symbols[id] ?? id;
  return (
    <>
      <Stack gap="2">
        <Heading as="h2" size="lg" data-testid="slot-name">
          {table.name}
        </Heading>
        <Text fontSize="sm">
          อัตราคืนผู้เล่น (RTP) <b data-testid="strips-rtp">{decimalText(table.rtp_percent, 4)}%</b> เป็นเศษส่วนที่แน่นอน{' '}
          <Text as="b" wordBreak="break-all" data-testid="strips-rtp-fraction">
            {table.rtp_fraction}
          </Text>{' '}
          คำนวณโดยไล่ครบทุกตำแหน่งหยุดของแถบด้านล่าง
        </Text>
        <Button asChild variant="outline" colorPalette="accent" alignSelf="flex-start" minH="11">
          <a href={slotStripsFileUrl(table.code)} download={slotStripsFileName(table.code)} data-testid="strips-download">
            <LuDownload aria-hidden /> ดาวน์โหลดแถบวงล้อ อัตราจ่าย และไลน์จ่าย (ไฟล์ JSON)
          </a>
        </Button>
      </Stack>

      <Part title="อัตราจ่าย">
        <Text fontSize="xs" color="fg.muted">
          จ่ายเป็นเท่าของเดิมพันต่อไลน์ (เดิมพันรวม ÷ {table.paylines.length}) เมื่อเรียงจากวงล้อซ้ายสุด 3, 4 หรือ 5 ช่องบนไลน์เดียวกัน {name(table.wild)}แทนได้ทุกสัญลักษณ์ยกเว้น
          {name(table.scatter)}
        </Text>
        <LinePayTable
          code={table.code}
          linePays={table.line_pays}
          label={(symbol) => `${name(symbol)} (${symbol})`}
          symbolHeader="สัญลักษณ์ (รหัสในไฟล์)"
          rowTestId="strips-pay-row"
          testId="strips-paytable"
        />
        <HStack gap="3" align="start">
          <SymbolArt code={table.code} id={table.scatter} w="10" h="10" flexShrink={0} />
          <Stack gap="0.5" fontSize="sm" data-testid="strips-scatter">
            {table.scatter_pays.map((pay, i) => (
              <Text key={i}>
                {name(table.scatter)} ({table.scatter}) {i + 3} ตัวที่ใดก็ได้: {times(pay)} ของเดิมพันรวม และฟรีสปิน {table.free_spins[i]} ครั้ง
              </Text>
            ))}
            <Text fontSize="xs" color="fg.muted">
              ฟรีสปินใช้แถบของฟรีสปินด้านล่าง รางวัลคูณ {times(table.free_spin_multiplier)}
            </Text>
          </Stack>
        </HStack>
      </Part>

      <StripTable title="แถบวงล้อเกมปกติ" strips={table.base_strips} name={name} testId="base-strips" />
      <StripTable title="แถบวงล้อฟรีสปิน" strips={table.free_strips} name={name} testId="free-strips" />

      <Part title={`ไลน์จ่ายทั้ง ${table.paylines.length} ไลน์`}>
        <Text fontSize="xs" color="fg.muted">
          แต่ละไลน์คือแถว (1 = บน, 2 = กลาง, 3 = ล่าง) บนวงล้อที่ 1 ถึง 5
        </Text>
        <Grid templateColumns={{ base: 'repeat(4, minmax(0, 1fr))', md: 'repeat(10, minmax(0, 1fr))' }} gap="2" data-testid="strips-paylines">
          {table.paylines.map((rows, i) => (
            <PaylineDiagram key={i} number={i + 1} rows={rows} />
          ))}
        </Grid>
      </Part>
    </>
  );
}

/** One reel set: a row per strip position, a column per reel (a shorter strip leaves its cells empty). */
function StripTable({ title, strips, name, testId }: { title: string; strips: string[][]; name: (id: string) => string; testId: string }) {
  const longest = Math.max(...strips.map((strip) => strip.length));
  return (
    <Part title={title}>
      <Text fontSize="xs" color="fg.muted">
        ความยาวแถบ: {strips.map((strip, reel) => `วงล้อที่ ${reel + 1} ${strip.length} ช่อง`).join(' · ')}
      </Text>
      <Table.ScrollArea borderWidth="1px" rounded="md" maxH="32rem">
        <Table.Root size="sm" variant="line" stickyHeader data-testid={testId}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader color="fg.muted">ตำแหน่ง</Table.ColumnHeader>
              {strips.map((_, reel) => (
                <Table.ColumnHeader key={reel} color="fg.muted">
                  วงล้อที่ {reel + 1}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {Array.from({ length: longest }, (_, position) => (
              <Table.Row key={position} bg="transparent" data-testid="strip-position">
                <Table.Cell fontVariantNumeric="tabular-nums">{position}</Table.Cell>
                {strips.map((strip, reel) => {
                  const symbol = strip[position];
                  return (
                    <Table.Cell key={reel} data-symbol={symbol}>
                      {symbol === undefined ? '' : name(symbol)}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Part>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2" as="section">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
