/** The scheme from the agent's configs: each level's rate of its downline's turnover, the products counted, the redeem minimum. */
import { Box, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { QueryError } from '#client/components/load-error/query-error.js';
import { bahtText } from '#client/lib/money-text.js';
import { useAffiliateConfigs } from '../api/get-affiliate-configs.js';
import { LEVEL_TH, LEVEL_WHO_TH, productsText, rateText } from '../format.js';

export function Scheme() {
  const configs = useAffiliateConfigs();
  return (
    <Stack as="section" aria-labelledby="scheme-title" gap="3" p={{ base: '4', md: '5' }} rounded="xl" bg="bg.surface" borderWidth="1px" borderColor="border.subtle">
      <Text id="scheme-title" fontWeight="bold" fontSize="lg">
        รับค่าคอมมิชชั่น 3 ระดับ
      </Text>
      {configs.isPending && <Skeleton h="28" rounded="lg" aria-label="กำลังโหลด" />}
      <QueryError query={configs} />
      {configs.data && (
        <>
          <SimpleGrid columns={3} gap={{ base: '2', md: '3' }}>
            {configs.data.levels.map(({ level, rate }) => (
              <Box key={level} p={{ base: '3', md: '4' }} rounded="lg" bg="bg.raised" textAlign="center" data-testid="scheme-level">
                <Text fontSize="sm" color="fg.muted">
                  {LEVEL_TH[level]}
                </Text>
                <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="brand.fg">
                  {rateText(rate)}
                </Text>
                <Text fontSize="xs" color="fg.muted" display={{ base: 'none', sm: 'block' }}>
                  {LEVEL_WHO_TH[level]}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
          <Stack gap="1.5" fontSize="sm">
            <Text>แชร์ลิงก์ของคุณ เพื่อนที่สมัครผ่านลิงก์เป็นระดับ 1 เพื่อนที่เขาชวนต่อเป็นระดับ 2 และ 3</Text>
            <Text>
              รับค่าคอมเป็นเปอร์เซ็นต์ของยอดเล่นของเพื่อนทุกวัน นับจาก{productsText(configs.data.products)} ระบบคำนวณหลังเที่ยงคืน
            </Text>
            <Text data-testid="scheme-min-redeem">ถอนค่าคอมเข้ากระเป๋าหลักได้เมื่อครบ {bahtText(configs.data.min_redeem)}</Text>
            <Text color="fg.muted">
              บัญชีที่ใช้บัญชีธนาคารหรือเบอร์โทรเดียวกับผู้แนะนำในสายเดียวกัน จะไม่ได้รับค่าคอมให้ใคร
            </Text>
          </Stack>
        </>
      )}
    </Stack>
  );
}
