import type { ReactNode } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react';

/** The content column of every layout: full width on phones, centred and capped on wide screens. */
export function PageContainer({ children, ...props }: { children: ReactNode } & BoxProps) {
  return (
    <Box w="full" maxW={{ base: 'full', lg: '1200px' }} mx="auto" px={{ base: '3', sm: '4', md: '6' }} {...props}>
      {children}
    </Box>
  );
}
