/** /login (auth layout) and /login_box (iframe layout, the form alone). */
import { Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { LoginForm } from '../components/login-form.js';

export function LoginPage() {
  return (
    <Stack gap="5">
      <Stack gap="1" textAlign="center">
        <Heading as="h1" size="2xl">
          เข้าสู่ระบบ
        </Heading>
        <Text color="fg.muted">ใช้เบอร์โทรศัพท์และรหัสผ่านที่สมัครไว้</Text>
      </Stack>
      <LoginForm />
      <HStack justify="space-between" fontSize="sm" wrap="wrap">
        <ChakraLink asChild color="brand.fg">
          <Link to="/forgot">ลืมรหัสผ่าน?</Link>
        </ChakraLink>
        <Text>
          ยังไม่มีบัญชี?{' '}
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <Link to="/register">สมัครสมาชิก</Link>
          </ChakraLink>
        </Text>
      </HStack>
    </Stack>
  );
}

export function LoginBoxPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl" textAlign="center">
        เข้าสู่ระบบ
      </Heading>
      <LoginForm />
    </Stack>
  );
}
