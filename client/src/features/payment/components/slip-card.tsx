/**
 * "แนบสลิปโอนเงิน": the member who transferred sends the bank app's slip; the
 * server reads it and credits at once, or leaves it to the agent with a reason.
 * With a deposit's ref the slip pays that deposit (and a demo site can make one);
 * without, it is a transfer made without starting a deposit.
 */
import { useId } from 'react';
import { Alert, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useBrowserValue } from '#client/lib/hydration.js';
import { runtimeConfig } from '#client/lib/runtime-config.js';
import { DemoSlip } from './demo-slip.js';
import { SlipAnswer } from './slip-answer.js';
import { SlipList } from './slip-list.js';
import { SlipPicker } from './slip-picker.js';
import { useSlipUpload } from './use-slip-upload.js';

export const SLIP_HEADING = 'แนบสลิปโอนเงิน';

export function SlipCard({ depositRef }: { depositRef: string | null }) {
  const upload = useSlipUpload(depositRef);
  // Only a demo site offers the demo bank's slip (the gateway says so in the runtime config).
  const demo = useBrowserValue(() => runtimeConfig().demo === true, false);
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" p="4" rounded="xl" bg="bg.raised" borderWidth="1px" borderColor="border.subtle" data-testid="slip-card">
      <Heading as="h2" size="md" id={headingId}>
        {SLIP_HEADING}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        โอนเงินแล้ว แนบสลิปจากแอปธนาคารที่เห็นคิวอาร์โค้ดมุมสลิปชัดเจน ระบบจะตรวจสลิปและเติมเงินเข้ากระเป๋าให้ทันที
      </Text>
      <SlipPicker onPick={upload.send} onScan={upload.sendQr} busy={upload.busy} />
      {upload.busy && (
        <HStack gap="2" role="status">
          <Spinner size="sm" color="brand.fg" />
          <Text>กำลังตรวจสอบสลิป…</Text>
        </HStack>
      )}
      {upload.problem && (
        <Alert.Root status="error" rounded="lg" data-testid="slip-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{upload.problem}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      )}
      {upload.slip && <SlipAnswer slip={upload.slip} />}
      {depositRef && demo && <DemoSlip depositRef={depositRef} onSend={upload.send} busy={upload.busy} />}
      <SlipList />
    </Stack>
  );
}
