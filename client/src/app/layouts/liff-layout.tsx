/**
 * LIFF layout: pages opened inside the LINE app. No site chrome (LINE draws
 * its own bar); the LIFF SDK loads only when a LIFF id is configured.
 */
import { useEffect } from 'react';
import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { loadScript, runtimeConfig } from '../../lib/runtime-config.js';

export const LIFF_SDK_URL = 'https://static.line-scdn.net/liff/edge/2/sdk.js';

interface LiffGlobal {
  init: (options: { liffId: string }) => Promise<void>;
}

export function LiffLayout() {
  useEffect(() => {
    const { liffId } = runtimeConfig();
    if (!liffId) return;
    loadScript(LIFF_SDK_URL)
      .then(() => (window as unknown as { liff?: LiffGlobal }).liff?.init({ liffId }))
      .catch((error: unknown) => console.warn('LIFF unavailable', error));
  }, []);
  return (
    <Box as="main" minH="100dvh" w="full" maxW="640px" mx="auto" p={{ base: '3', sm: '5' }}>
      <Outlet />
    </Box>
  );
}

export default LiffLayout;
