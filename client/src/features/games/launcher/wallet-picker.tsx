/** The launcher's wallet cards: which wallet this game plays with (docs/product.md §2, §4). */
import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuGift, LuWallet } from 'react-icons/lu';
import type { Wallet } from '#shared/api/member.js';
import { WalletType } from '#shared/constants.js';
import { thbText } from '#client/lib/money-text.js';

export function WalletPicker({ wallets, pickedId, onPick }: { wallets: Wallet[]; pickedId: number | null; onPick: (wallet: Wallet) => void }) {
  return (
    <Stack gap="4" p="4" maxW="lg" mx="auto" w="full">
      <Heading as="h2" size="md">
        เลือกกระเป๋าเงินที่ใช้เล่น
      </Heading>
      {wallets.length === 0 ? (
        <Text color="fg.muted">ไม่มีกระเป๋าเงินที่ใช้เล่นเกมนี้ได้</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={1} gap="3">
          {wallets.map((wallet) => (
            <li key={wallet.id}>
              <Button
                variant="outline"
                w="full"
                h="auto"
                minH="16"
                justifyContent="space-between"
                px="4"
                py="3"
                rounded="xl"
                bg="bg.surface"
                borderColor={pickedId === wallet.id ? 'brand.solid' : 'border.subtle'}
                loading={pickedId === wallet.id}
                disabled={pickedId !== null}
                onClick={() => onPick(wallet)}
                data-testid="wallet-card"
              >
                <Box display="flex" alignItems="center" gap="2">
                  {wallet.wallet_type_id === WalletType.BONUS ? <LuGift aria-hidden /> : <LuWallet aria-hidden />}
                  <Text as="span" fontWeight="medium">
                    {wallet.wallet_name}
                  </Text>
                </Box>
                <Text as="span" fontWeight="bold" color="brand.fg">
                  {thbText(wallet.balance)}
                </Text>
              </Button>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
