/**
 * One wheel spin worked through: the digest, the ticket and where it falls in
 * the prize table's running weights. Real when it is the member's own spin on
 * a revealed seed; otherwise the sample seeds on the published table.
 */
import { useMemo } from 'react';
import { Stack, Table, Text } from '@chakra-ui/react';
import { prizeIndex, serverSeedHash, totalWeight, type FairPrize } from '#shared/wheel/fair.js';
import { LabelledCode } from '#client/components/labelled-code/labelled-code.js';
import { ExampleSourceNote, type ExampleSource } from '../components/example-source.js';
import { FractionSteps } from '../components/fraction-steps.js';
import { MatchLine } from '../components/match-line.js';
import { fractionStep } from '../derive/fraction.js';

export type NamedPrize = FairPrize & { name: string };

export interface WheelSpinExample {
  source: ExampleSource;
  serverSeed: string;
  /** the hash shown before the seed's first spin; null for the sample */
  publishedHash: string | null;
  clientSeed: string;
  nonce: number;
  prizes: NamedPrize[];
  /** the prize the site recorded; null for the sample */
  recordedPrizeId: number | null;
}

export function WheelExample({ example }: { example: WheelSpinExample }) {
  const { serverSeed, clientSeed, nonce, prizes } = example;
  const step = useMemo(() => fractionStep(serverSeed, `${clientSeed}:${nonce}`, totalWeight(prizes)), [serverSeed, clientSeed, nonce, prizes]);
  const prize = prizes[prizeIndex(serverSeed, clientSeed, nonce, prizes)];
  // Each prize's tickets: from the running sum before it, as many as its weight.
  const starts = prizes.map((_, index) => totalWeight(prizes.slice(0, index)));
  return (
    <Stack gap="2" data-testid="wheel-example">
      <ExampleSourceNote source={example.source}>
        {example.source === 'mine' ? 'การหมุนของคุณบน seed ที่เปิดเผยแล้ว' : 'ใช้ตารางรางวัลที่ประกาศอยู่ตอนนี้'}
      </ExampleSourceNote>
      <LabelledCode label="server seed" value={serverSeed} />
      <LabelledCode label="SHA-256(server seed)" value={serverSeedHash(serverSeed)} />
      {example.publishedHash && (
        <MatchLine ok={serverSeedHash(serverSeed) === example.publishedHash} yes="ตรงกับค่าแฮชที่แสดงก่อนหมุน" no="ไม่ตรงกับค่าแฮชที่แสดงก่อนหมุน" />
      )}
      <LabelledCode label="client seed · nonce" value={`${clientSeed} · ${nonce}`} />
      <FractionSteps step={step} outcomeLabel={`ตั๋วที่ได้ จาก 0 ถึง ${step.outcomes - 1}`} />
      <Table.Root size="sm" variant="line">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>รางวัล</Table.ColumnHeader>
            <Table.ColumnHeader>น้ำหนัก</Table.ColumnHeader>
            <Table.ColumnHeader>ช่วงตั๋ว</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {prizes.map((row, index) => {
            const range = `${starts[index]} – ${(starts[index] ?? 0) + row.weight - 1}`;
            return (
              <Table.Row key={row.id} fontWeight={row === prize ? 'bold' : undefined} bg={row === prize ? 'bg.emphasized' : undefined}>
                <Table.Cell>{row.name}</Table.Cell>
                <Table.Cell>{row.weight}</Table.Cell>
                <Table.Cell>{row.weight > 0 ? range : '–'}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      <Text fontSize="sm" data-testid="wheel-prize">
        ตั๋ว {step.result} ตกช่วงของ <b>{prize?.name}</b>
      </Text>
      {example.recordedPrizeId !== null && (
        <MatchLine ok={prize?.id === example.recordedPrizeId} yes="ตรงกับรางวัลที่บันทึกไว้" no="ไม่ตรงกับรางวัลที่บันทึกไว้" />
      )}
    </Stack>
  );
}
