/**
 * Game layout: full screen for a running game, with only a thin bar to leave it. Inside the
 * launcher's frame the bar is left out: the sheet around the frame has its own close.
 */
import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Outlet, useNavigate } from 'react-router-dom';
import { useInFrame } from '#client/lib/in-frame.js';

export function GameLayout() {
  const navigate = useNavigate();
  const framed = useInFrame();
  return (
    <Flex direction="column" h="100dvh" bg="black">
      {!framed && (
        <Flex as="header" align="center" gap="2" h="11" px="2" bg="bg.surface" borderBottomWidth="1px" borderColor="border.subtle">
          <IconButton aria-label="ย้อนกลับ" variant="ghost" size="sm" onClick={() => void navigate(-1)}>
            <LuArrowLeft />
          </IconButton>
          <Text fontWeight="medium">เล่นเกม</Text>
        </Flex>
      )}
      <Box as="main" flex="1" minH="0" display="flex" flexDirection="column">
        <Outlet />
      </Box>
    </Flex>
  );
}

export default GameLayout;
