/**
 * A form's submit button that works only once the page has hydrated: before
 * that the server's HTML has no handler, and a tap (or Enter in a field) would
 * submit the form natively, putting what was typed (a password) into the
 * address. A disabled default button stops both.
 */
import { Button, type ButtonProps } from '@chakra-ui/react';
import { useHydrated } from '#client/lib/hydration.js';

export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, 'type'>) {
  const hydrated = useHydrated();
  return <Button type="submit" disabled={!hydrated || disabled} {...props} />;
}
