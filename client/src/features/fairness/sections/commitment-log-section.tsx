/**
 * The public log of commitments (docs/decisions/0074): a commitment shown on
 * a page proves "before play" only to whoever watched it; an entry in this
 * chain proves it to anyone who kept the head, or fetches the log later.
 */
import { Code, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { COMMITMENTS_DOWNLOAD_PATH } from '#shared/api/fairness.js';
import { API } from '#shared/api/paths.js';
import { LabelledCode } from '#client/components/labelled-code/labelled-code.js';
import { QueryError } from '#client/components/load-error/query-error.js';
import { useCommitments } from '../api/get-commitments.js';
import { Recipe } from '../components/recipe.js';
import { Part, Section } from '../components/section.js';
import { CommitmentChainChecker } from './commitment-chain-checker.js';
import { CommitmentEntries } from './commitment-entries.js';
import { COMMITMENT_RECIPE } from './commitment-recipe.js';

export function CommitmentLogSection() {
  const log = useCommitments();
  return (
    <Section id="commitments" title="บันทึกค่าผูกมัดสาธารณะ">
      <Recipe
        intro="ค่าแฮชที่แสดงบนหน้าเกมพิสูจน์ว่ากำหนดไว้ก่อนเล่นได้เฉพาะกับคนที่เห็นในตอนนั้น เว็บต่อรายการใหม่ท้ายบันทึกนี้ทุกครั้งที่ผูกมัดค่าใด: เลขลับของงวดยี่กีและงวดที่ออกผลจากเลขลับ เลขลับฝั่งเว็บของวงล้อ และขอนไพ่บาคาร่า ในธุรกรรมเดียวกับที่สร้างค่านั้น ส่วนเลขลับของสล็อตและเกมยิงปลาลงบันทึกก่อนเล่นด้วยเงินจริงครั้งแรก และเลขลับของนัดฟุตบอลเสมือนจริงลงก่อนรับเดิมพันแรก (การทดลองเล่นไม่ลงบันทึก) แต่ละรายการเก็บค่าแฮชของรายการก่อนหน้า บันทึกจึงเป็นห่วงโซ่ที่แก้ย้อนหลังไม่ได้โดยไม่มีใครรู้ จดหัวบันทึกไว้ หรือดาวน์โหลดทั้งบันทึกเก็บไว้ แล้วนำมาเทียบภายหลังได้"
        steps={COMMITMENT_RECIPE}
      />
      <Part title="หัวบันทึกตอนนี้" testId="commitment-head">
        {log.isPending && <Skeleton h="16" rounded="lg" aria-label="กำลังโหลด" />}
        <QueryError query={log} />
        {log.data && log.data.head.seq === 0 && <Text fontSize="sm">ยังไม่มีรายการ</Text>}
        {log.data && log.data.head.seq > 0 && (
          <Stack gap="2">
            <LabelledCode label={`รายการล่าสุด #${log.data.head.seq}`} value={log.data.head.hash} />
            <Text fontSize="xs" color="fg.muted">
              อัปเดตทันทีเมื่อมีรายการใหม่
            </Text>
            <CommitmentEntries entries={[...log.data.latest].reverse()} />
          </Stack>
        )}
      </Part>
      <Part title="ตรวจสอบเอง">
        <CommitmentChainChecker />
        <Text fontSize="sm">
          <Link href={COMMITMENTS_DOWNLOAD_PATH} download color="brand.fg">
            ดาวน์โหลดทั้งบันทึก
          </Link>{' '}
          (ไฟล์ข้อความ บรรทัดละหนึ่งรายการ) หรืออ่านทีละหน้าจาก <Code>{`${API.fairness.commitments}?after=0&limit=500`}</Code> รายการของงวด seed หรือขอนใด หาได้ด้วยรหัสของมัน เช่นงวดรหัส 123:{' '}
          <Code>{`${API.fairness.commitments}?subject=round:123`}</Code>
        </Text>
      </Part>
    </Section>
  );
}
