/** The wheel checker: any seed pair and nonce on the example's prize table, recomputed here with the shared fairPrize. */
import { useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { fairPrize, serverSeedHash } from '#shared/wheel/fair.js';
import { CodeField } from '../components/code-field.js';
import { MatchLine } from '../components/match-line.js';
import type { NamedPrize } from './wheel-example.js';

interface Props {
  initial: { serverSeed: string; hash: string; clientSeed: string; nonce: number };
  prizes: NamedPrize[];
}

export function WheelChecker({ initial, prizes }: Props) {
  const [serverSeed, setServerSeed] = useState(initial.serverSeed);
  const [hash, setHash] = useState(initial.hash);
  const [clientSeed, setClientSeed] = useState(initial.clientSeed);
  const [nonce, setNonce] = useState(String(initial.nonce));
  const validNonce = /^\d{1,15}$/.test(nonce);
  return (
    <Stack gap="2" data-testid="wheel-checker">
      <CodeField label="server seed" value={serverSeed} onChange={setServerSeed} />
      <CodeField label="ค่าแฮชที่แสดงก่อนหมุน" value={hash} onChange={setHash} />
      <CodeField label="client seed" value={clientSeed} onChange={setClientSeed} />
      <CodeField label="nonce" value={nonce} onChange={setNonce} />
      {hash && <MatchLine ok={serverSeedHash(serverSeed) === hash.toLowerCase()} yes="SHA-256(server seed) ตรงกับค่าแฮช" no="SHA-256(server seed) ไม่ตรงกับค่าแฮช" />}
      {validNonce ? (
        <Text fontSize="sm" data-testid="wheel-checker-result">
          รางวัล: <b>{fairPrize(serverSeed, clientSeed, Number(nonce), prizes).name}</b>
        </Text>
      ) : (
        <Text fontSize="sm" color="red.300">
          nonce ต้องเป็นจำนวนเต็มตั้งแต่ 0
        </Text>
      )}
    </Stack>
  );
}
