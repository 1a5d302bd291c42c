/**
 * Payment layout (deposit, payment, withdraw): a focused column with a back
 * bar to the member area and the member panel for the balance, no footer tabs
 * so a money form has the whole screen.
 */
import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link, Outlet } from 'react-router-dom';
import { MemberPanel } from '#client/components/member-panel/member-panel.js';
import { ContactButton, ContactHeaderButton } from '#client/components/contact-button/contact-button.js';
import { DepositDialog } from '#client/features/payment/components/deposit-dialog.js';
import { PageFade } from '../page-fade.js';

/** The 640 px column leaves a gutter wide enough for the floating LINE button from here on. */
const CONTACT_FLOATING_FROM = 'lg';

export function PaymentLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <Flex
        as="header"
        position="sticky"
        top="0"
        zIndex="sticky"
        align="center"
        gap="2"
        h="14"
        px="3"
        bg="bg.surface"
        borderBottomWidth="1px"
        borderColor="border.subtle"
      >
        <IconButton asChild aria-label="กลับไปหน้าสมาชิก" variant="ghost" size="sm">
          <Link to="/member">
            <LuArrowLeft />
          </Link>
        </IconButton>
        <Text fontWeight="medium" flex="1">
          การเงิน
        </Text>
        <ContactHeaderButton hideFrom={CONTACT_FLOATING_FROM} />
      </Flex>
      <Box as="main" flex="1" w="full" maxW="640px" mx="auto" px={{ base: '3', sm: '4' }} py="4" display="flex" flexDirection="column" gap="4">
        <MemberPanel />
        <PageFade>
          <Outlet />
        </PageFade>
      </Box>
      {/* the member panel's deposit button opens it */}
      <DepositDialog />
      <ContactButton floatingFrom={CONTACT_FLOATING_FROM} />
    </Flex>
  );
}

export default PaymentLayout;
