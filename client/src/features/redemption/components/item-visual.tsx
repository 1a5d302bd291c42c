import { Center, Icon, Image } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuFerrisWheel, LuGift, LuPiggyBank, LuWallet } from 'react-icons/lu';
import type { RedemptionItem, RedemptionReward } from '#shared/api/redemption.js';

const REWARD_ICON: Record<RedemptionReward, IconType> = {
  bonus_credit: LuPiggyBank,
  main_credit: LuWallet,
  free_spins: LuFerrisWheel,
  goods: LuGift,
};

/** The item's picture, or the icon of what it gives when the agent set none. */
export function ItemVisual({ item }: { item: Pick<RedemptionItem, 'image' | 'reward'> }) {
  if (item.image) return <Image src={item.image} alt="" w="full" aspectRatio={4 / 3} objectFit="cover" bg="bg.raised" />;
  return (
    <Center w="full" aspectRatio={4 / 3} bg="bg.raised" color="brand.fg">
      <Icon as={REWARD_ICON[item.reward]} boxSize="12" aria-hidden />
    </Center>
  );
}
