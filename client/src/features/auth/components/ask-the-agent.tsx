/**
 * The forgot page's two ways through the agent when no SMS reaches the phone
 * (docs/decisions/0028): a reset link the agent sends, or, in demo mode, the
 * code the agent reads in the console. Each says so and links to the agent's LINE.
 */
import { Alert, Button, Icon, Stack, Text } from '@chakra-ui/react';
import { LuMessageCircle } from 'react-icons/lu';
import { ContactLineButton } from '#client/components/contact-button/contact-button.js';

export function AskTheAgent({ onRestart }: { onRestart: () => void }) {
  return (
    <Stack align="center" textAlign="center" gap="3" role="status">
      <Icon as={LuMessageCircle} boxSize="12" color="brand.fg" />
      <Text fontSize="lg" fontWeight="medium">
        กรุณาติดต่อเจ้าหน้าที่ทาง LINE
      </Text>
      <Text color="fg.muted">
        เจ้าหน้าที่จะยืนยันตัวตนของคุณ แล้วส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ให้ ลิงก์ใช้ได้ครั้งเดียวและมีอายุจำกัด
      </Text>
      <ContactLineButton />
      <Button type="button" variant="ghost" onClick={onRestart}>
        เริ่มใหม่
      </Button>
    </Stack>
  );
}

/** No SMS goes out (demo mode): the code waits with the agent, who gives it over LINE. */
export function CodeFromAgent({ username }: { username: string }) {
  return (
    <Stack gap="3" data-testid="code-from-agent">
      <Alert.Root status="info" rounded="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>ระบบยังไม่ได้ส่ง SMS ไปที่เบอร์ {username}</Alert.Title>
          <Alert.Description>
            กรุณาติดต่อเจ้าหน้าที่ทาง LINE เพื่อขอรหัสยืนยัน 6 หลัก เจ้าหน้าที่จะยืนยันตัวตนของคุณก่อนให้รหัส รหัสใช้ได้ครั้งเดียวและมีอายุจำกัด
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <ContactLineButton />
    </Stack>
  );
}
