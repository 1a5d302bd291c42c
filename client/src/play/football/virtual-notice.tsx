/** What the member must know before betting: the matches are simulated, and how their results are drawn. */
import { Alert } from '@chakra-ui/react';

export function VirtualNotice({ marginPercent }: { marginPercent: number | undefined }) {
  return (
    <Alert.Root status="info" rounded="lg" size="sm" data-testid="virtual-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>การแข่งขันเสมือนจริง</Alert.Title>
        <Alert.Description>
          ทีมทั้งหมดเป็นทีมจำลอง ไม่ใช่การแข่งขันจริง ผลของแต่ละคู่สุ่มจากเมล็ดสุ่มที่ผูกมัดไว้ก่อนเปิดรับแทง
          และเปิดเผยเมื่อจบการแข่งขันเพื่อให้ตรวจสอบได้
          {marginPercent !== undefined && ` ราคาคำนวณจากโอกาสจริงของแบบจำลองหักส่วนต่าง ${marginPercent}%`}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
