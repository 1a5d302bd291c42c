/**
 * The toasts' store and region: Chakra's toaster (zag's toast machine), loaded
 * after the page is live (toaster.tsx). The region and the close buttons are
 * named in Thai: the library's own names are English.
 */
import { Box, Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { keyframes } from '@emotion/react';
import { TOAST_MS } from '#shared/constants.js';

export const toastStore = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 });

/** Alt+T is the library's key that moves focus to the toasts. */
const REGION_LABEL = 'การแจ้งเตือน (กด Alt+T เพื่อไปที่การแจ้งเตือน)';

const drain = keyframes`from { transform: scaleX(1); } to { transform: scaleX(0); }`;

export function ToastRegion() {
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} insetInline={{ mdDown: '4' }} aria-label={REGION_LABEL}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} overflow="hidden" data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger aria-label="ปิดการแจ้งเตือน" />
            <Box
              data-testid="toast-progress"
              position="absolute"
              insetInline="0"
              bottom="0"
              height="3px"
              bg="currentColor"
              opacity={0.5}
              transformOrigin="left"
              animation={`${drain} ${toast.duration ?? TOAST_MS.error}ms linear forwards`}
            />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
