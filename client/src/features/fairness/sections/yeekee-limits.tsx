/**
 * What the yeekee commitment proves and what it does not (docs/decisions/0078):
 * the site holds a round's seed while the round is open, so a member should
 * read plainly what is checkable and what is not.
 */
import { Code, List, Text } from '@chakra-ui/react';
import { API } from '#shared/api/paths.js';
import { Part } from '../components/section.js';

export function YeekeeLimits() {
  return (
    <Part title="สิ่งที่พิสูจน์ได้ และสิ่งที่ยังพิสูจน์ไม่ได้" testId="yeekee-limits">
      <Text fontSize="sm" fontWeight="semibold">
        พิสูจน์ได้
      </Text>
      <List.Root as="ul" ps="5" gap="1" fontSize="sm">
        <List.Item>เลขเจ้ามือกำหนดไว้ก่อนเปิดรอบ: ค่าแฮชของ seed ลงบันทึกค่าผูกมัดสาธารณะตั้งแต่เปิดรอบ เว็บเปลี่ยน seed ภายหลังไม่ได้โดยไม่ให้ห่วงโซ่ขาด</List.Item>
        <List.Item>ผลคำนวณจากเลขที่ยิงทุกนัด ซึ่งเผยแพร่ครบพร้อมลำดับ เวลา และชื่อผู้ยิงที่ปิดบางส่วน นัดที่บันทึกแล้วแก้หรือลบไม่ได้ ใครก็คำนวณผลซ้ำได้</List.Item>
        <List.Item>สมาชิกที่ยิงนัดสุดท้ายกำหนดผลไม่ได้ เพราะไม่รู้เลขเจ้ามือจนกว่าจะออกผล</List.Item>
      </List.Root>
      <Text fontSize="sm" fontWeight="semibold">
        ยังพิสูจน์ไม่ได้
      </Text>
      <Text fontSize="sm">
        ระหว่างที่รอบเปิด เว็บรู้ seed ของรอบอยู่แล้ว ผู้ที่รู้ seed จึงคำนวณได้ว่าต้องยิงเลขใดเป็นนัดสุดท้ายเพื่อให้ได้ผลที่ต้องการ บันทึกค่าผูกมัดพิสูจน์ไม่ได้ว่าไม่มีใครทำเช่นนั้น
        สิ่งที่ตรวจได้คือรายการยิงทุกนัดของแต่ละรอบ ทั้งลำดับ เวลา และผู้ยิงของนัดท้าย ๆ ที่หน้ารอบยี่กี หรือทีละหน้าจาก (เช่นงวดรหัส 123){' '}
        <Code fontSize="xs">{`${API.lotto.yeekeeLists}?round_id=123`}</Code> วิธีปิดช่องนี้คือให้เลขเจ้ามือมาจากค่าที่เว็บเองไม่รู้จนกว่ารอบจะปิด
        ซึ่งเรายังไม่ได้ทำ
      </Text>
    </Part>
  );
}
