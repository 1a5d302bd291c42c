/**
 * The login and register modals of docs/product.md §2 (the UI state's `login` and
 * `register` flags). A visitor who taps a member action (accept a promotion,
 * play a game, vote, shoot) logs in here, in place, and the action carries on
 * (use-member-action.ts); the /login and /register pages stay for links.
 */
import { Dialog, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useModal } from '#client/lib/ui-state.js';
import { PageDialog } from '#client/components/ui/page-dialog.js';
import { LoginForm } from './login-form.js';
import { RegisterForm } from './register-form.js';

export function AuthDialogs() {
  const login = useModal('login');
  const register = useModal('register');
  // One handler closes one and opens the other: no render sees both closed (the waiting action stays).
  const toRegister = () => {
    login.setOpen(false);
    register.setOpen(true);
  };
  const toLogin = () => {
    register.setOpen(false);
    login.setOpen(true);
  };
  return (
    <>
      <PageDialog open={login.open} onClose={() => login.setOpen(false)} title="เข้าสู่ระบบ">
        <Dialog.Body py="4" display="flex" flexDirection="column" gap="4">
          <Text color="fg.muted" fontSize="sm">
            เข้าสู่ระบบด้วยเบอร์โทรศัพท์และรหัสผ่าน แล้วทำรายการต่อได้ทันที
          </Text>
          <LoginForm onLoggedIn={() => login.setOpen(false)} />
          <HStack justify="space-between" fontSize="sm" wrap="wrap">
            <ChakraLink asChild color="brand.fg">
              <Link to="/forgot" onClick={() => login.setOpen(false)}>
                ลืมรหัสผ่าน?
              </Link>
            </ChakraLink>
            <Text>
              ยังไม่มีบัญชี?{' '}
              <ChakraLink as="button" color="brand.fg" fontWeight="medium" onClick={toRegister}>
                สมัครสมาชิก
              </ChakraLink>
            </Text>
          </HStack>
        </Dialog.Body>
      </PageDialog>
      <PageDialog open={register.open} onClose={() => register.setOpen(false)} title="สมัครสมาชิก">
        <Dialog.Body py="4" display="flex" flexDirection="column" gap="4">
          <Text color="fg.muted" fontSize="sm">
            กรอกข้อมูลให้ตรงกับบัญชีธนาคารของคุณ ผู้สมัครต้องมีอายุ 20 ปีขึ้นไป
          </Text>
          <RegisterForm onRegistered={() => register.setOpen(false)} />
          <Text fontSize="sm" textAlign="center">
            มีบัญชีอยู่แล้ว?{' '}
            <ChakraLink as="button" color="brand.fg" fontWeight="medium" onClick={toLogin}>
              เข้าสู่ระบบ
            </ChakraLink>
          </Text>
        </Dialog.Body>
      </PageDialog>
    </>
  );
}
