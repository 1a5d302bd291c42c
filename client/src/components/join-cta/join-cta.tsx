/**
 * The visitor's way in on a page whose figures are the member's own
 * (cashback, loss refund, affiliate): one line saying what membership gives
 * here, then log in and register.
 */
import { Button, Flex, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

export function JoinCta({ text }: { text: string }) {
  return (
    <Flex
      as="section"
      aria-label="สมัครสมาชิก"
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      gap="3"
      p="4"
      rounded="xl"
      bg="bg.surface"
      borderWidth="1px"
      borderColor="brand.muted"
    >
      <Text fontWeight="medium">{text}</Text>
      <Flex gap="2" flexShrink={0}>
        <Button asChild variant="outline" colorPalette="brand" minH="11" flex={{ base: '1', sm: 'initial' }}>
          <Link to="/login">เข้าสู่ระบบ</Link>
        </Button>
        <Button asChild colorPalette="brand" minH="11" flex={{ base: '1', sm: 'initial' }}>
          <Link to="/register">สมัครสมาชิก</Link>
        </Button>
      </Flex>
    </Flex>
  );
}
