import { Badge, Code, HStack, Stack, Text } from '@chakra-ui/react';
import type { OperatorSlip } from '#shared/api/payment-slips.js';
import { prettyJson, SLIP_OUTCOME_TH } from '../format.js';

const OUTCOME_PALETTE = { found: 'green', refused: 'red', unavailable: 'orange' } as const;

/** What the slip verification service said, and its answer as received (the code font has no Thai: labels stay outside). */
export function SlipService({ service }: { service: OperatorSlip['service'] }) {
  if (!service) {
    return (
      <Text fontSize="sm" color="fg.muted">
        ไม่ได้ตรวจกับบริการตรวจสลิป (ยังไม่ได้ตั้งค่าบริการ)
      </Text>
    );
  }
  return (
    <Stack as="section" aria-label="ผลจากบริการตรวจสลิป" gap="2" fontSize="sm">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">บริการตรวจสลิป {service.name}</Text>
        <Badge colorPalette={OUTCOME_PALETTE[service.outcome]}>{SLIP_OUTCOME_TH[service.outcome]}</Badge>
      </HStack>
      <Text color="fg.muted">คำตอบของบริการ</Text>
      <Code as="pre" whiteSpace="pre-wrap" wordBreak="break-all" p="2" maxH="60" overflowY="auto" data-testid="slip-service-answer">
        {prettyJson(service.answer)}
      </Code>
    </Stack>
  );
}
