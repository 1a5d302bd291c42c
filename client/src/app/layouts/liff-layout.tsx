/**
 * LIFF layout: pages opened inside the LINE app. No site chrome (LINE draws
 * its own bar), only our close button there; the LIFF SDK (npm, imported on
 * demand) starts only when a LIFF id is configured (docs/decisions/0044).
 */
import { useEffect } from 'react';
import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { LiffBar } from '#client/features/liff/components/liff-bar.js';
import { startLiff } from '#client/lib/liff.js';

export function LiffLayout() {
  useEffect(() => {
    void startLiff();
  }, []);
  return (
    <Box as="main" minH="100dvh" w="full" maxW="640px" mx="auto" p={{ base: '3', sm: '5' }}>
      <LiffBar />
      <Outlet />
    </Box>
  );
}

export default LiffLayout;
