/** /register (auth layout) and /register_box (iframe layout, the form alone). */
import { Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { RegisterForm } from '../components/register-form.js';

export function RegisterPage() {
  return (
    <Stack gap="5">
      <Stack gap="1" textAlign="center">
        <Heading as="h1" size="2xl">
          สมัครสมาชิก
        </Heading>
        <Text color="fg.muted">กรอกข้อมูลให้ตรงกับบัญชีธนาคารของคุณ ผู้สมัครต้องมีอายุ 20 ปีขึ้นไป</Text>
      </Stack>
      <RegisterForm />
      <Text fontSize="sm" textAlign="center">
        มีบัญชีอยู่แล้ว?{' '}
        <ChakraLink asChild color="brand.fg" fontWeight="medium">
          <Link to="/login">เข้าสู่ระบบ</Link>
        </ChakraLink>
      </Text>
    </Stack>
  );
}

export function RegisterBoxPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl" textAlign="center">
        สมัครสมาชิก
      </Heading>
      <RegisterForm />
    </Stack>
  );
}
