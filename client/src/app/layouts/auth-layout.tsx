/** Auth layout: a centred card with the agent's logo; no header menu, no footer tabs. */
import { Box, Flex, Image, Link as ChakraLink } from '@chakra-ui/react';
import { Link, Outlet } from 'react-router-dom';
// Layouts read the agent's logo; the lint rule is there to keep features from importing each other.
import { useAgentConfig } from '#client/site-data/get-agent-config.js';
import { DEFAULT_LOGO } from '#client/components/header/header.js';
import { PageFade } from '../page-fade.js';

export function AuthLayout() {
  const logo = useAgentConfig().data?.info.agent_logo || DEFAULT_LOGO;
  return (
    <Flex
      minH="100dvh"
      direction="column"
      align="center"
      justify={{ base: 'flex-start', sm: 'center' }}
      px={{ base: '3', sm: '6' }}
      py={{ base: '6', sm: '10' }}
      bgImage="radial-gradient(ellipse at top, rgba(224, 169, 28, 0.18), transparent 60%)"
    >
      <ChakraLink asChild mb="5" aria-label="กลับหน้าหลัก">
        <Link to="/">
          <Image src={logo} alt="โลโก้" h={{ base: '12', sm: '14' }} />
        </Link>
      </ChakraLink>
      <Box
        as="main"
        w="full"
        maxW="480px"
        bg="bg.surface"
        borderWidth="1px"
        borderColor="border.subtle"
        rounded="2xl"
        shadow="xl"
        p={{ base: '5', sm: '8' }}
      >
        <PageFade>
          <Outlet />
        </PageFade>
      </Box>
    </Flex>
  );
}

export default AuthLayout;
