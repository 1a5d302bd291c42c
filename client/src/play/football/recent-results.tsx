/**
 * The last finished matches with what makes each checkable: the commitment
 * published before kick-off, the seed revealed at full time, the goal means,
 * and the formula anyone can run to get the same score and goal minutes
 * (shared/src/games/football-fair.ts).
 */
import { Box, Code, Stack, Text } from '@chakra-ui/react';
import type { FootballMatch } from '#shared/games/football-api.js';
import { CommitmentLogLink } from '#client/components/commitment-log-link/commitment-log-link.js';
import { FairnessLink } from '#client/components/fairness-link/fairness-link.js';
import { FormulaExplainer } from '#client/components/formula-explainer/formula-explainer.js';

const FORMULA = [
  'check:   SHA-256(server_seed) == commitment',
  'bits(m) = first 52 bits of HMAC-SHA256(key = server_seed, m)',
  'u(m)   = bits(m) / 2^52',
  'home   = G(mean_home, u("<match_id>:home"))',
  'away   = G(mean_away, u("<match_id>:away"))',
  'minute = 1 + floor(bits("<match_id>:<home|away>:goal:<i>") * 90 / 2^52)',
  'G(l,u) = smallest k with u < P(0) + ... + P(k)',
  '         P(0) = e^-l,  P(k) = P(k-1) * l / k',
] as const;

export function RecentResults({ results }: { results: readonly FootballMatch[] }) {
  return (
    <Stack gap="2" as="section" aria-labelledby="football-results" data-testid="recent-results">
      <Text as="h2" id="football-results" fontWeight="bold">
        ผลล่าสุด
      </Text>
      {results.length === 0 && (
        <Text fontSize="sm" color="whiteAlpha.700">
          ยังไม่มีผลการแข่งขัน
        </Text>
      )}
      {results.map((match) => (
        <Stack key={match.match_id} gap="1" rounded="lg" bg="blackAlpha.400" px="3" py="2" fontSize="sm">
          <Text fontWeight="bold">
            {match.home.name} {match.score?.home ?? 0} - {match.score?.away ?? 0} {match.away.name}
          </Text>
          <Text color="whiteAlpha.800">
            รหัสคู่ <Code fontSize="xs">{match.match_id}</Code> · ค่าเฉลี่ยประตู {match.means.home} / {match.means.away}
          </Text>
          <Text color="whiteAlpha.800" wordBreak="break-all">
            ค่าผูกมัด <Code fontSize="xs">{match.commitment}</Code>
          </Text>
          <Text color="whiteAlpha.800" wordBreak="break-all">
            เมล็ดสุ่มที่เปิดเผย <Code fontSize="xs">{match.server_seed ?? '-'}</Code>
          </Text>
          <CommitmentLogLink seq={match.log_seq} newTab />
        </Stack>
      ))}
      <Box rounded="lg" bg="white" color="black" p="3">
        <Text fontWeight="bold" mb="1">
          วิธีตรวจสอบผล
        </Text>
        <FormulaExplainer
          intro="ผลของแต่ละคู่คำนวณจากเมล็ดสุ่มที่ผูกมัดไว้ก่อนเปิดรับแทง เมื่อจบการแข่งขันเมล็ดสุ่มจะถูกเปิดเผย ทุกคนคำนวณสกอร์และนาทีที่ยิงประตูได้เองด้วยสูตรนี้"
          formula={FORMULA}
        >
          <Text fontSize="sm">
            ตรวจว่า SHA-256 ของเมล็ดสุ่มตรงกับค่าผูกมัด แล้วใช้รหัสคู่และค่าเฉลี่ยประตูของแต่ละทีมในสูตร ผลที่ได้ต้องตรงกับสกอร์และนาทีที่แสดง
          </Text>
        </FormulaExplainer>
      </Box>
      <FairnessLink section="football" newTab />
    </Stack>
  );
}
