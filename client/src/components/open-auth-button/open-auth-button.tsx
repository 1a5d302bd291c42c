/** A button that opens the login (or register) modal in place, where a page used to link to /login. */
import { Button, type ButtonProps } from '@chakra-ui/react';
import { useModal } from '#client/lib/ui-state.js';

export function OpenAuthButton({ modal, ...props }: { modal: 'login' | 'register' } & ButtonProps) {
  const { setOpen } = useModal(modal);
  return <Button type="button" {...props} onClick={() => setOpen(true)} />;
}
