/**
 * The site's public pages as a search engine and a shared link see them: each
 * path's Thai title and description. The server puts them in each page's head
 * (client/src/app/route-data/page-head.ts) and lists the paths in
 * /sitemap.xml; member-only pages have no entry (they are not for indexing).
 */
export const SITE_NAME = 'หวยดี';

export interface SitePage {
  path: string;
  title: string;
  description: string;
}

export const PUBLIC_PAGES: readonly SitePage[] = [
  { path: '/', title: 'หวยออนไลน์ แทงหวย ยี่กี และเกมออนไลน์', description: 'หวยออนไลน์ หวยยี่กี สล็อต คาสิโน และกีฬา สมัครง่าย ฝากถอนรวดเร็ว' },
  { path: '/lotto/lobby', title: 'แทงหวยออนไลน์ ทุกประเภท', description: 'หวยรัฐบาล หวยหุ้น หวยต่างประเทศ และหวยยี่กี ดูงวดที่เปิดรับและเวลาปิดรับแบบสด' },
  { path: '/lotto/yeekee', title: 'หวยยี่กี ออกผลทุกรอบ', description: 'หวยยี่กีออกผลทุกรอบ ยิงเลขร่วมกับสมาชิกทุกคน ตรวจสอบผลย้อนหลังได้ด้วยตนเอง' },
  { path: '/lotto/results', title: 'ตรวจผลหวยล่าสุด', description: 'ผลหวยรัฐบาล หวยหุ้น และหวยยี่กีทุกงวด ค้นหาตามประเภทและวันที่' },
  { path: '/lotto/rates', title: 'อัตราจ่ายหวย', description: 'อัตราจ่ายของหวยทุกประเภท สามตัวบน สองตัวบนล่าง วิ่งบนล่าง และอื่น ๆ' },
  { path: '/slot', title: 'สล็อตออนไลน์', description: 'เกมสล็อตจากค่ายชั้นนำ ทดลองเล่นฟรี ตรวจสอบผลทุกสปินได้' },
  { path: '/casino', title: 'คาสิโนสด บาคาร่า', description: 'บาคาร่าสดและเกมคาสิโน ดูโต๊ะ เค้าไพ่ และผลย้อนหลังได้ทุกตา' },
  { path: '/sport', title: 'แทงบอลออนไลน์', description: 'แทงบอลและกีฬาออนไลน์ ราคาและผลการแข่งขันแบบสด' },
  { path: '/fishing', title: 'เกมยิงปลา', description: 'เกมยิงปลาออนไลน์ ทดลองเล่นฟรี' },
  { path: '/freespin', title: 'ฟรีสปิน', description: 'เกมที่ซื้อฟรีสปินได้ และฟรีสปินของสมาชิก' },
  { path: '/lobby', title: 'รวมเกมทั้งหมด', description: 'เกมทุกค่ายในที่เดียว ค้นหาตามค่ายและหมวด' },
  { path: '/promotions', title: 'โปรโมชั่น', description: 'โปรโมชั่นและโบนัสสำหรับสมาชิก พร้อมเงื่อนไขของแต่ละรายการ' },
  { path: '/cashback', title: 'คืนยอดเล่น แคชแบ็ก', description: 'รับคืนยอดเล่นทุกวัน ดูอัตราคืนตามประเภทเกม' },
  { path: '/winloss', title: 'คืนยอดเสีย', description: 'รับคืนยอดเสียทุกวัน ดูเงื่อนไขและอัตราคืน' },
  { path: '/affiliate', title: 'แนะนำเพื่อน รับค่าแนะนำ', description: 'แนะนำเพื่อนมาเล่น รับส่วนแบ่งจากยอดเล่นของเพื่อนทุกวัน' },
  { path: '/redeem', title: 'แลกของรางวัล', description: 'ใช้แต้มสะสมแลกเครดิตและของรางวัล' },
  { path: '/sooth', title: 'สูตรบาคาร่า', description: 'สถิติและเค้าไพ่บาคาร่าทุกโต๊ะ ช่วยวิเคราะห์ก่อนเล่น' },
  { path: '/poll', title: 'โพลร่วมสนุก', description: 'โหวตทายผลร่วมสนุก ลุ้นรับรางวัล' },
  { path: '/fairness', title: 'ความโปร่งใส ตรวจสอบผลได้ด้วยตนเอง', description: 'วิธีตรวจสอบผลหวยยี่กี วงล้อ สล็อต บาคาร่า และเกมอื่น ๆ ด้วยตนเอง จากเมล็ดสุ่มที่เปิดเผยแล้ว' },
  { path: '/login', title: 'เข้าสู่ระบบ', description: 'เข้าสู่ระบบสมาชิก' },
  { path: '/register', title: 'สมัครสมาชิก', description: 'สมัครสมาชิกใหม่ ง่าย ๆ ในไม่กี่ขั้นตอน' },
];

/** The page's entry: its own path, or the nearest listed parent (`/sooth/2` → `/sooth`). */
export function sitePageOf(pathname: string): SitePage | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: SitePage | undefined;
  for (const page of PUBLIC_PAGES) {
    if (page.path === path) return page;
    if (page.path !== '/' && path.startsWith(`${page.path}/`) && (!best || page.path.length > best.path.length)) best = page;
  }
  return best;
}

/** The text of a page's `<title>`: the page's own, then the site's name. */
export const pageTitle = (title: string): string => `${title} | ${SITE_NAME}`;
