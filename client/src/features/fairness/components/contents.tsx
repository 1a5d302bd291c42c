/** The page's contents: one anchor per section, so the other pages can link to `/fairness#wheel` and a member can jump. */
import { Link, List } from '@chakra-ui/react';

export const SECTIONS = [
  { id: 'yeekee', title: 'หวยยี่กี' },
  { id: 'draws', title: 'ผลหวยที่ออกจาก seed (โหมดสาธิต)' },
  { id: 'wheel', title: 'วงล้อนำโชค' },
  { id: 'slots', title: 'สล็อต' },
  { id: 'baccarat', title: 'บาคาร่า: ขอนไพ่' },
  { id: 'fishing', title: 'ยิงปลา' },
  { id: 'football', title: 'ฟุตบอลเสมือนจริง' },
  { id: 'payouts', title: 'การปัดเศษเงินรางวัล' },
  { id: 'commitments', title: 'บันทึกค่าผูกมัดสาธารณะ' },
] as const;

export function Contents() {
  return (
    <List.Root as="ol" ps="5" gap="1" fontSize="sm" aria-label="หัวข้อในหน้านี้">
      {SECTIONS.map((section) => (
        <List.Item key={section.id}>
          <Link href={`#${section.id}`} color="brand.fg">
            {section.title}
          </Link>
        </List.Item>
      ))}
    </List.Root>
  );
}
