import { Text } from '@chakra-ui/react';
import { countdownText } from '#client/lib/countdown-text.js';
import { useServerNow } from '#client/lib/use-server-now.js';

/** Time left until `endsAt` on the server's clock; ticks on its own so the card around it does not re-render. */
export function TimeLeft({ endsAt }: { endsAt: string | null }) {
  if (endsAt === null) {
    return (
      <Text as="span" fontSize="sm" color="fg.muted" data-testid="quest-time-left">
        ไม่มีกำหนดสิ้นสุด
      </Text>
    );
  }
  return <Ticking endsAt={endsAt} />;
}

function Ticking({ endsAt }: { endsAt: string }) {
  const left = Date.parse(endsAt) - useServerNow();
  return (
    <Text as="span" fontSize="sm" color={left <= 3_600_000 ? 'red.300' : 'fg.muted'} data-testid="quest-time-left">
      {left > 0 ? (
        <>
          เหลือเวลา{' '}
          <Text as="span" fontVariantNumeric="tabular-nums" fontWeight="bold">
            {countdownText(left)}
          </Text>
        </>
      ) : (
        'หมดเวลาแล้ว'
      )}
    </Text>
  );
}
