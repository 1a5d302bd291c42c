import type { ReactNode } from 'react';
import { Box, Button, Container, Flex, Heading } from '@chakra-ui/react';
import { LuLogOut } from 'react-icons/lu';

/** The console's own frame: a bar with its name (and sign-out), no member header, menu or footer. */
export function AgentConsoleLayout({ children, onSignOut }: { children: ReactNode; onSignOut?: (() => void) | undefined }) {
  return (
    <Box minH="100dvh" bg="bg.canvas">
      <Box as="header" bg="bg.surface" borderBottomWidth="1px" borderColor="border.subtle" position="sticky" top="0" zIndex="sticky">
        <Container maxW="6xl" py="3" px={{ base: '3', md: '6' }}>
          <Flex align="center" justify="space-between" gap="3">
            <Heading as="h1" size={{ base: 'md', md: 'lg' }} color="brand.fg">
              คอนโซลเอเย่นต์
            </Heading>
            {onSignOut ? (
              <Button size="sm" variant="outline" onClick={onSignOut}>
                <LuLogOut /> ออกจากระบบ
              </Button>
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
