/** Header menu of docs/product.md §2, in its order. */
export const SITE_MENU = [
  { label: 'สล็อต', to: '/slot' },
  { label: 'หวย', to: '/lotto/lobby' },
  { label: 'คาสิโน', to: '/casino' },
  { label: 'กีฬา', to: '/sport' },
  { label: 'แนะนำเพื่อน', to: '/affiliate' },
  { label: 'โปรโมชั่น', to: '/promotions' },
  { label: 'คืนยอดเสีย', to: '/winloss' },
  { label: 'แลกของรางวัล', to: '/redeem' },
  { label: 'สูตรบาคาร่า', to: '/sooth' },
] as const;
