/** The shoe's commitment, short by default: published before its first hand, so the order cannot change afterwards. */
import { useState } from 'react';
import { Button, Code, Flex, Stack, Text } from '@chakra-ui/react';
import { shortHash } from '../format.js';

export function ShoeCommitment({ shoeId, commitment }: { shoeId: string; commitment: string }) {
  const [full, setFull] = useState(false);
  return (
    <Stack gap="1" minW="0" data-testid="shoe-commitment">
      <Text fontSize="xs" color="fg.muted">
        ขอน {shoeId} · ค่าผูกมัด (SHA-256) ประกาศก่อนแจกตาแรก
      </Text>
      <Flex gap="2" align="center" minW="0">
        <Code fontSize="xs" wordBreak="break-all" whiteSpace="normal" bg="bg.canvas" color="fg.default" px="2" py="1" flex="1" minW="0" fontVariantNumeric="tabular-nums">
          {full ? commitment : shortHash(commitment)}
        </Code>
        <Button size="xs" minH="9" variant="outline" flexShrink={0} aria-expanded={full} onClick={() => setFull((v) => !v)}>
          {full ? 'ย่อ' : 'ดูเต็ม'}
        </Button>
      </Flex>
    </Stack>
  );
}
