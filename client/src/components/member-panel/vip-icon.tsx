import { Image } from '@chakra-ui/react';
import { VipLevel } from '#shared/constants.js';

const VIP_ICONS: Record<VipLevel, { src: string; label: string }> = {
  [VipLevel.GUEST]: { src: '/assets/vip/guest.svg', label: 'สมาชิกทั่วไป' },
  [VipLevel.GOLD]: { src: '/assets/vip/gold.svg', label: 'สมาชิกระดับโกลด์' },
  [VipLevel.HERO]: { src: '/assets/vip/hero.svg', label: 'สมาชิกระดับฮีโร่' },
};

/** The profile icon of docs/product.md §3: 0 guest, 1 gold, 2 hero; anything else reads as guest. */
export function VipIcon({ level, size = '10' }: { level: number; size?: string }) {
  const icon = VIP_ICONS[level as VipLevel] ?? VIP_ICONS[VipLevel.GUEST];
  return <Image src={icon.src} alt={icon.label} title={icon.label} boxSize={size} />;
}
