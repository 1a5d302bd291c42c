/**
 * The visitor's way in on a page whose figures are the member's own
 * (cashback, loss refund, affiliate, the point shop): one line saying what
 * membership gives here, then log in and register, in place (the modals open
 * over the page, which stays where the visitor was).
 */
import { Flex, Text } from '@chakra-ui/react';
import { OpenAuthButton } from '../open-auth-button/open-auth-button.js';

export function JoinCta({ text, testId }: { text: string; testId?: string }) {
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
      <Text fontWeight="medium" data-testid={testId}>
        {text}
      </Text>
      <Flex gap="2" flexShrink={0}>
        <OpenAuthButton modal="login" variant="outline" colorPalette="brand" minH="11" flex={{ base: '1', sm: 'initial' }}>
          เข้าสู่ระบบ
        </OpenAuthButton>
        <OpenAuthButton modal="register" colorPalette="brand" minH="11" flex={{ base: '1', sm: 'initial' }}>
          สมัครสมาชิก
        </OpenAuthButton>
      </Flex>
    </Flex>
  );
}
