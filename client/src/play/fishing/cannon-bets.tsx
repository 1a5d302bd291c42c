/** The cannon bets (the info's `bets`, FISHING_BETS_THB): one is chosen; every shot stakes it. */
import { chakra, Grid } from '@chakra-ui/react';
import { bahtText } from '#client/lib/money-text.js';
import { decimalText } from '#client/lib/thai/format.js';


export function CannonBets({ bets, value, onChange }: { bets: readonly number[]; value: number; onChange: (bet: number) => void }) {
  return (
    <Grid templateColumns="repeat(5, minmax(0, 1fr))" gap="1.5" role="group" aria-label="เลือกกระสุน (เดิมพันต่อนัด)">
      {bets.map((bet) => (
        <chakra.button
          type="button"
          key={bet}
          aria-label={`กระสุน ${bahtText(bet)}`}
          aria-pressed={bet === value}
          onClick={() => onChange(bet)}
          h="11"
          rounded="full"
          fontWeight="bold"
          fontSize="sm"
          fontVariantNumeric="tabular-nums"
          bg={bet === value ? 'yellow.400' : 'whiteAlpha.200'}
          color={bet === value ? 'gray.900' : 'white'}
          borderWidth="2px"
          borderColor={bet === value ? 'yellow.200' : 'whiteAlpha.400'}
        >
          {decimalText(bet)}
        </chakra.button>
      ))}
    </Grid>
  );
}
