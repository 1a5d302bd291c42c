/**
 * SlipOK's error codes (HTTP 4xx with `{ success: false, code, message }`) and
 * what each means for a deposit. Sources: SlipOK's API documentation
 * (slipok.com/api-documentation, v1.7) for 1010 (slip too recent, with
 * `data.delay` in minutes), 1012 (repeated slip), 1013 (amount mismatch) and
 * 1014 (receiver mismatch); the texts of 1000–1011 as integrators quote
 * SlipOK's Thai messages. 1015 ("ไม่พบข้อมูล Package") appears in one
 * integration only: not confirmed.
 *
 * The split: `refused` when the service says this slip does not pay the site
 * (no such transfer, not a slip, someone else's account); `unavailable` for
 * everything that is the site's or the service's or the bank's problem, so
 * the agent decides instead of a member losing a real deposit.
 */
import { AGENT_WILL_CHECK, refusedCode, UNAVAILABLE, unavailableCode, type CodeMeaning } from './reading.js';

const unavailable = unavailableCode;
const refused = refusedCode;

export const SLIPOK_CODES: Readonly<Record<number, CodeMeaning>> = {
  /** "กรุณาใส่ข้อมูล QR Code ให้ครบใน field data, files หรือ url": our request lacked the payload */
  1000: unavailable(UNAVAILABLE.requestNotRead),
  /** "ไม่พบข้อมูลสาขา": the branch id in SLIP_VERIFY_URL is wrong */
  1001: unavailable(`การตั้งค่าบริการตรวจสลิปไม่ถูกต้อง (ไม่พบสาขา) ${AGENT_WILL_CHECK}`),
  /** "Authorization Header ไม่ถูกต้อง": SLIP_VERIFY_KEY is wrong */
  1002: unavailable(UNAVAILABLE.badKey),
  /** "Package ของคุณหมดอายุแล้ว" */
  1003: unavailable(UNAVAILABLE.expired),
  /** "Package ของคุณใช้เกินโควต้า" */
  1004: unavailable(UNAVAILABLE.quota),
  // 1005–1007 are about an uploaded image. We send the QR's text, never an image, so any of them
  // means the service misread our request: not the member's slip being false.
  /** "ไฟล์ไม่ใช่ไฟล์ภาพ" */
  1005: unavailable(UNAVAILABLE.requestNotRead),
  /** "รูปภาพไม่ถูกต้อง" */
  1006: unavailable(UNAVAILABLE.requestNotRead),
  /** "รูปภาพไม่มี QR Code" */
  1007: unavailable(UNAVAILABLE.requestNotRead),
  /** "QR ดังกล่าวไม่ใช่ QR สำหรับการตรวจสอบการชำระเงิน" */
  1008: refused('QR Code ในสลิปนี้ไม่ใช่ QR สำหรับตรวจสอบการโอนเงิน'),
  /** "ข้อมูลธนาคารเกิดขัดข้องชั่วคราว โปรดตรวจใหม่อีกครั้งใน 15 นาที (ไม่เสียโควต้าสลิป)": free to retry */
  1009: unavailable(UNAVAILABLE.bankDown, true),
  /**
   * "กรุณารอการตรวจสอบสลิปหลังการโอนประมาณ {n} นาที": some banks open a transfer to checks minutes
   * after it; a retry within seconds cannot help.
   */
  1010: unavailable(`ธนาคารยังไม่เปิดให้ตรวจรายการที่เพิ่งโอน ${AGENT_WILL_CHECK}`),
  /** "QR Code หมดอายุ หรือ ไม่มีรายการอยู่จริง" */
  1011: refused('ไม่พบรายการโอนตามสลิปนี้ หรือ QR Code ในสลิปหมดอายุแล้ว'),
  /**
   * "สลิปซ้ำ สลิปนี้เคยส่งเข้ามาในระบบเมื่อ …" (with `log: true` SlipOK remembers every slip sent).
   * Not a refusal: our own earlier attempt, one that timed out here after SlipOK had logged it,
   * answers 1012 too, and the transfer is real (SlipOK sends its data). The deposit's own
   * once-per-transRef rule is what stops a slip being credited twice; the agent decides this one.
   */
  1012: unavailable(UNAVAILABLE.seenBefore),
  /** "ยอดที่ส่งมาไม่ตรงกับยอดสลิป": only when an `amount` is sent, which we do not */
  1013: refused('ยอดเงินในสลิปไม่ตรงกับยอดที่แจ้งฝาก'),
  /** "บัญชีผู้รับไม่ตรงกับบัญชีหลักของร้าน": the money went to an account that is not the site's */
  1014: refused('บัญชีผู้รับเงินในสลิปไม่ใช่บัญชีของเว็บ'),
  /** not confirmed in SlipOK's documentation (see above) */
  1015: unavailable(`ไม่พบแพ็กเกจบริการตรวจสลิป ${AGENT_WILL_CHECK}`),
};
