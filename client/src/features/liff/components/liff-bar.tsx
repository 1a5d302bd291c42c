/**
 * The one control LINE's own chrome lacks for a page of ours: closing the
 * in-app window and going back to the chat. Shown only inside LINE; in a
 * browser the tab is closed the usual way.
 */
import { Button, Flex } from '@chakra-ui/react';
import { LuX } from 'react-icons/lu';
import { useLiff } from '#client/lib/liff.js';

export function LiffBar() {
  const liff = useLiff();
  if (!liff?.isInClient()) return null;
  return (
    <Flex justify="flex-end" mb="2" data-testid="liff-bar">
      <Button size="sm" minH="11" variant="ghost" onClick={() => liff.closeWindow()}>
        <LuX aria-hidden /> ปิด
      </Button>
    </Flex>
  );
}
