/** The free-spin offer a promotion or a wheel prize carries, as one line beside its own reward. */
import { HStack, Text, type StackProps } from '@chakra-ui/react';
import { LuSparkles } from 'react-icons/lu';
import type { FreeSpinOffer } from '#shared/api/free-spin-offer.js';
import { freeSpinOfferText } from './offer-text.js';

export function FreeSpinOfferLine({ offer, ...props }: { offer: FreeSpinOffer | null } & StackProps) {
  if (!offer) return null;
  return (
    <HStack gap="1.5" align="flex-start" fontSize="sm" color="brand.fg" data-testid="free-spin-offer" {...props}>
      <LuSparkles aria-hidden style={{ flexShrink: 0, marginTop: '0.2em' }} />
      <Text>{freeSpinOfferText(offer)}</Text>
    </HStack>
  );
}
