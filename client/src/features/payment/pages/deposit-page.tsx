/**
 * /member/deposit: channel, amount, promotion, then the payment page of the
 * new deposit (?ref=). The same form opens as the deposit modal on large screens.
 * Below it, a member who already transferred without a deposit sends the slip.
 */
import { Heading, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { DepositForm } from '../components/deposit-form.js';
import { SlipEntry } from '../components/slip-entry.js';

export function DepositPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        ฝากเงิน
      </Heading>
      <DepositForm onCreated={(deposit) => navigate(`/member/payment?ref=${encodeURIComponent(deposit.ref)}`)} />
      <SlipEntry />
    </Stack>
  );
}
