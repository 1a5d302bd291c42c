/**
 * Iframe layout: no chrome at all, for pages embedded in another site's frame
 * (/login_box, /register_box).
 */
import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';

export function IframeLayout() {
  return (
    <Box as="main" minH="100dvh" w="full" maxW="480px" mx="auto" p={{ base: '3', sm: '5' }}>
      <Outlet />
    </Box>
  );
}

export default IframeLayout;
