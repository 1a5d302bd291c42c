/** What the page is and is not: said first, in plain words, before any road or number. */
import { Box, Text } from '@chakra-ui/react';
import type { Theoretical } from './odds-compare.js';
import { percentText } from '../format.js';

export function IndependenceNote({ theoretical }: { theoretical: Theoretical | undefined }) {
  return (
    <Box p="3" rounded="lg" bg="bg.raised" borderWidth="1px" borderColor="brand.muted" fontSize="sm" data-testid="independence-note">
      <Text fontWeight="bold">ทุกตาเป็นอิสระต่อกัน</Text>
      <Text>
        ผลของตาที่ผ่านมาไม่เปลี่ยนโอกาสของตาถัดไป ไม่มีสูตรใดทำนายผลได้ หน้านี้แสดงเฉพาะสิ่งที่วัดได้จริงจากขอนไพ่ของโต๊ะเราเอง
        ไม่มีการทำนาย และไม่มีอัตราชนะที่แต่งขึ้น
      </Text>
      {theoretical && (
        <Text mt="1" color="fg.muted" fontVariantNumeric="tabular-nums" data-testid="theoretical-summary">
          ความน่าจะเป็นตามทฤษฎีของไพ่ 8 สำรับ ทุกตา: เจ้ามือ {percentText(theoretical.banker)} · ผู้เล่น {percentText(theoretical.player)} · เสมอ{' '}
          {percentText(theoretical.tie)}
        </Text>
      )}
    </Box>
  );
}
