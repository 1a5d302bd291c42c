import { Text, type TextProps } from '@chakra-ui/react';
import { countdownText } from '../format.js';
import { useServerNow } from '#client/lib/use-server-now.js';

/**
 * Time left until `to` on the server's clock, ticking on its own so the rows
 * around it do not re-render every second. Red in the last minute.
 */
export function Countdown({ to, ...props }: { to: string } & TextProps) {
  const now = useServerNow();
  const left = Date.parse(to) - now;
  return (
    <Text
      as="span"
      fontVariantNumeric="tabular-nums"
      fontWeight="bold"
      color={left <= 60_000 ? 'red.300' : 'brand.fg'}
      data-testid="countdown"
      {...props}
    >
      {countdownText(left)}
    </Text>
  );
}
