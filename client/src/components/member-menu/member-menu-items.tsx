import type { ReactNode } from 'react';
import {
  LuCalendarHeart,
  LuDisc3,
  LuReceipt,
  LuRotateCcw,
  LuShoppingBag,
  LuTarget,
  LuTicket,
  LuUser,
  LuUsers,
  LuBadgePercent,
} from 'react-icons/lu';

export interface MemberMenuItem {
  label: string;
  to: string;
  icon: ReactNode;
}

/** The member menu of docs/product.md §2, in the table's order; log out follows them. */
export const MEMBER_MENU_ITEMS: readonly MemberMenuItem[] = [
  { label: 'โปรไฟล์', to: '/member/profile', icon: <LuUser /> },
  { label: 'แนะนำเพื่อน', to: '/affiliate', icon: <LuUsers /> },
  { label: 'ภารกิจ', to: '/member/creditfree', icon: <LuTarget /> },
  { label: 'หมุนกงล้อ', to: '/member/wheel', icon: <LuDisc3 /> },
  { label: 'ร้านค้าแลกแต้ม', to: '/redeem', icon: <LuShoppingBag /> },
  { label: 'คืนยอดเล่นรายวัน', to: '/cashback', icon: <LuCalendarHeart /> },
  { label: 'คืนยอดเสีย', to: '/member/winloss', icon: <LuRotateCcw /> },
  { label: 'รับโปรโมชั่น', to: '/promotions', icon: <LuBadgePercent /> },
  { label: 'ใช้คูปอง', to: '/member/coupon', icon: <LuTicket /> },
  { label: 'รายการเดินบัญชี', to: '/member/statement', icon: <LuReceipt /> },
];

export const LOGOUT_LABEL = 'ออกจากระบบ';
