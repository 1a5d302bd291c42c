import type { ReactNode } from 'react';
import { Box, Button, Container, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { LuLogOut, LuUserRound } from 'react-icons/lu';

/** The console's own frame: a bar with its name (and who is signed in, sign-out), no member header, menu or footer. */
export function AgentConsoleLayout({
  children,
  onSignOut,
  operator,
}: {
  children: ReactNode;
  onSignOut?: (() => void) | undefined;
  /** the operator's name signed in with; null for a key kept without one */
  operator?: string | null | undefined;
}) {
  return (
    <Box minH="100dvh" bg="bg.canvas">
      <Box as="header" bg="bg.surface" borderBottomWidth="1px" borderColor="border.subtle" position="sticky" top="0" zIndex="sticky">
        <Container maxW="6xl" py="3" px={{ base: '3', md: '6' }}>
          <Flex align="center" justify="space-between" gap="3">
            <Heading as="h1" size={{ base: 'md', md: 'lg' }} color="brand.fg">
              คอนโซลเอเย่นต์
            </Heading>
            {onSignOut ? (
              <HStack gap="3" minW="0">
                <HStack gap="1" color="fg.muted" fontSize="sm" minW="0">
                  <LuUserRound aria-hidden />
                  <Text truncate title="ผู้ใช้งานที่เข้าสู่ระบบ">
                    {operator ?? 'ไม่ระบุชื่อ'}
                  </Text>
                </HStack>
                <Button size="sm" variant="outline" onClick={onSignOut} flexShrink={0}>
                  <LuLogOut /> ออกจากระบบ
                </Button>
              </HStack>
            ) : null}
          </Flex>
        </Container>
      </Box>
      <Container as="main" maxW="6xl" py={{ base: '4', md: '6' }} px={{ base: '3', md: '6' }}>
        {children}
      </Container>
    </Box>
  );
}
