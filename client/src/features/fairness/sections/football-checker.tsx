/** The football checker: any seed, match id and goal means, recomputed here with the shared matchResult. */
import { useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { MAX_GOAL_MEAN, matchResult, serverSeedHash } from '#shared/games/football-fair.js';
import { CodeField } from '../components/code-field.js';
import { MatchLine } from '../components/match-line.js';

interface Initial {
  serverSeed: string;
  commitment: string;
  matchId: string;
  home: number;
  away: number;
}

const isMean = (text: string) => /^\d{1,2}(\.\d{1,4})?$/.test(text) && Number(text) > 0 && Number(text) <= MAX_GOAL_MEAN;

export function FootballChecker({ initial }: { initial: Initial }) {
  const [serverSeed, setServerSeed] = useState(initial.serverSeed);
  const [commitment, setCommitment] = useState(initial.commitment);
  const [matchId, setMatchId] = useState(initial.matchId);
  const [home, setHome] = useState(String(initial.home));
  const [away, setAway] = useState(String(initial.away));
  const result = isMean(home) && isMean(away) ? matchResult(serverSeed, matchId, Number(home), Number(away)) : null;
  return (
    <Stack gap="2" data-testid="football-checker">
      <CodeField label="server seed" value={serverSeed} onChange={setServerSeed} />
      <CodeField label="ค่าแฮชที่เผยแพร่" value={commitment} onChange={setCommitment} />
      <CodeField label="รหัสคู่ (match id)" value={matchId} onChange={setMatchId} />
      <CodeField label="λ เจ้าบ้าน" value={home} onChange={setHome} />
      <CodeField label="λ ทีมเยือน" value={away} onChange={setAway} />
      {commitment && (
        <MatchLine ok={serverSeedHash(serverSeed) === commitment.toLowerCase()} yes="SHA-256(server seed) ตรงกับค่าแฮช" no="SHA-256(server seed) ไม่ตรงกับค่าแฮช" />
      )}
      {result ? (
        <Text fontSize="sm" data-testid="football-checker-result">
          ผล <b>{result.home} – {result.away}</b>
          {result.events.length > 0 && ` · ประตู: ${result.events.map((event) => `นาทีที่ ${event.minute} (${event.side === 'home' ? 'เจ้าบ้าน' : 'ทีมเยือน'})`).join(', ')}`}
        </Text>
      ) : (
        <Text fontSize="sm" color="red.300">
          λ ต้องมากกว่า 0 ไม่เกิน {MAX_GOAL_MEAN} ทศนิยมไม่เกิน 4 ตำแหน่ง
        </Text>
      )}
    </Stack>
  );
}
