/**
 * Reading a service's answer: its JSON is unknown until checked field by field,
 * and its amounts are baht that become satang here. The Thai messages every
 * adapter shares sit here too, so that a member reads the same words whichever
 * service the site pays for, and the shape of a service's error table.
 */
import { isThbAmount, thbToSatang, type Satang } from '#shared/money-format.js';

/** The agent checks what the service could not: said once, at the end of every `unavailable` message. */
export const AGENT_WILL_CHECK = 'เจ้าหน้าที่จะตรวจสอบสลิปให้';

export const UNAVAILABLE = {
  timeout: `บริการตรวจสลิปไม่ตอบกลับภายในเวลาที่กำหนด ${AGENT_WILL_CHECK}`,
  network: `ติดต่อบริการตรวจสลิปไม่ได้ ${AGENT_WILL_CHECK}`,
  garbled: `บริการตรวจสลิปตอบกลับข้อมูลที่อ่านไม่ได้ ${AGENT_WILL_CHECK}`,
  serviceDown: `บริการตรวจสลิปขัดข้องชั่วคราว ${AGENT_WILL_CHECK}`,
  bankDown: `ระบบของธนาคารขัดข้องชั่วคราว ตรวจสลิปไม่ได้ในขณะนี้ ${AGENT_WILL_CHECK}`,
  unknownAnswer: `บริการตรวจสลิปตอบกลับในรูปแบบที่ระบบไม่รู้จัก ${AGENT_WILL_CHECK}`,
  badAmount: `บริการตรวจสลิปแจ้งยอดเงินที่ไม่ถูกต้อง ${AGENT_WILL_CHECK}`,
  badTime: `บริการตรวจสลิปแจ้งเวลาโอนที่ไม่ถูกต้อง ${AGENT_WILL_CHECK}`,
  badKey: `การตั้งค่าบริการตรวจสลิปไม่ถูกต้อง (คีย์ไม่ถูกต้อง) ${AGENT_WILL_CHECK}`,
  expired: `แพ็กเกจบริการตรวจสลิปหมดอายุ ${AGENT_WILL_CHECK}`,
  quota: `โควตาบริการตรวจสลิปหมดแล้ว ${AGENT_WILL_CHECK}`,
  seenBefore: `บริการตรวจสลิปแจ้งว่าเคยตรวจสลิปนี้แล้ว ${AGENT_WILL_CHECK}`,
  requestNotRead: `บริการตรวจสลิปอ่านคำขอของระบบไม่ได้ ${AGENT_WILL_CHECK}`,
} as const;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The field as a record, or an empty one: a missing party reads as a party with nothing known. */
export function recordAt(value: unknown, key: string): Record<string, unknown> {
  const field = isRecord(value) ? value[key] : undefined;
  return isRecord(field) ? field : {};
}

/** A non-blank string, trimmed; anything else (absent, null, "", a number) is not known. */
export function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Baht as the service gives it (1000.5) → satang (100050), or null for what is no amount of money:
 * not a finite number, negative, or finer than a satang.
 */
export function satangOrNull(baht: unknown): Satang | null {
  if (!isThbAmount(baht) || baht < 0) return null;
  return thbToSatang(baht);
}

/** What a service's error code means for a deposit. */
export interface CodeMeaning {
  outcome: 'refused' | 'unavailable';
  /** Thai, for the member and the agent */
  message: string;
  /** worth another attempt a second later */
  retry: boolean;
}

export const unavailableCode = (message: string, retry = false): CodeMeaning => ({ outcome: 'unavailable', message, retry });
export const refusedCode = (message: string): CodeMeaning => ({ outcome: 'refused', message, retry: false });
