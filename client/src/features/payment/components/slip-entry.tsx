/**
 * The deposit page's way in for a member who already transferred without
 * starting a deposit: a small line that opens the slip card (sent without a ref).
 */
import { useId, useState } from 'react';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { SLIP_HEADING, SlipCard } from './slip-card.js';

export function SlipEntry() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Stack gap="3">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap" p="3" rounded="lg" borderWidth="1px" borderColor="border.subtle">
        <Text fontSize="sm" color="fg.muted">
          โอนเงินเข้าบัญชีเว็บแล้ว แต่ยังไม่ได้สร้างรายการฝาก?
        </Text>
        <Button variant="outline" colorPalette="brand" size="sm" minH="11" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
          {SLIP_HEADING}
        </Button>
      </Flex>
      <Box id={panelId} hidden={!open}>
        {open && <SlipCard depositRef={null} />}
      </Box>
    </Stack>
  );
}
