/**
 * The one error table: code → Thai message → HTTP status.
 * A broken rule is HTTP 200 with a non-zero code (DESIGN §2); only unreadable
 * requests are 400, missing or expired tokens 401.
 */
export const ErrorCode = {
  OK: 0,
  VALIDATION: 1001,
  BAD_REQUEST: 1002,
  UNAUTHORIZED: 1003,
  SESSION_EXPIRED: 1004,
  NOT_FOUND: 1005,
  INTERNAL: 1006,
  UPSTREAM_DOWN: 1007,
  UPSTREAM_TIMEOUT: 1008,
  RATE_LIMITED: 1009,
  FORBIDDEN: 1010,
  USERNAME_TAKEN: 2001,
  BANK_ACCOUNT_TAKEN: 2002,
  UNDERAGE: 2003,
  INVALID_CREDENTIALS: 2004,
  WRONG_PASSWORD: 2005,
  CAPTCHA_FAILED: 2006,
  IDENTITY_MISMATCH: 2007,
  RESET_TOKEN_INVALID: 2008,
  INVALID_AGENT_CODE: 2009,
  INVALID_REFERRAL: 2010,
  SAME_PASSWORD: 2011,
  SUB_BANK_SAME_AS_MAIN: 2012,
  INSUFFICIENT_BALANCE: 3001,
  MEMBER_NOT_FOUND: 3002,
  IDEMPOTENCY_CONFLICT: 3003,
  ROUND_NOT_FOUND: 3101,
  ROUND_NOT_OPEN: 3102,
  BILL_ITEMS_INVALID: 3103,
  BILL_NOT_FOUND: 3104,
  BILL_NOT_CANCELLABLE: 3105,
  SHOT_TOO_SOON: 3106,
  ROUND_ALREADY_RESULTED: 3107,
  RESULT_FIELDS_MISSING: 3108,
  CATEGORY_NOT_FOUND: 3109,
  ROUND_RESULT_BY_SEED: 3110,
  ROUND_NOT_CLOSED: 3111,
  ROUND_CANCELLED: 3112,
  AGENT_DISABLED: 4001,
  AGENT_KEY_INVALID: 4002,
  AGENT_CALL_UNSUPPORTED: 4003,
  TOPIC_UNKNOWN: 5001,
  TOPIC_MEMBER_ONLY: 5002,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface ErrorEntry {
  message: string;
  status: number;
}

export const ERRORS: Record<ErrorCode, ErrorEntry> = {
  [ErrorCode.OK]: { message: 'สำเร็จ', status: 200 },
  [ErrorCode.VALIDATION]: { message: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง', status: 200 },
  [ErrorCode.BAD_REQUEST]: { message: 'คำขอไม่ถูกต้อง', status: 400 },
  [ErrorCode.UNAUTHORIZED]: { message: 'กรุณาเข้าสู่ระบบ', status: 401 },
  [ErrorCode.SESSION_EXPIRED]: { message: 'เซสชันหมดอายุ กรุณาลองใหม่อีกครั้ง', status: 401 },
  [ErrorCode.NOT_FOUND]: { message: 'ไม่พบข้อมูลที่ต้องการ', status: 404 },
  [ErrorCode.INTERNAL]: { message: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง', status: 500 },
  [ErrorCode.UPSTREAM_DOWN]: {
    message: 'ไม่สามารถเชื่อมต่อระบบได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง',
    status: 502,
  },
  [ErrorCode.UPSTREAM_TIMEOUT]: { message: 'ระบบตอบสนองช้า กรุณาลองใหม่อีกครั้ง', status: 504 },
  [ErrorCode.RATE_LIMITED]: { message: 'ทำรายการถี่เกินไป กรุณารอสักครู่แล้วลองใหม่', status: 429 },
  [ErrorCode.FORBIDDEN]: { message: 'ไม่มีสิทธิ์ทำรายการนี้', status: 403 },
  [ErrorCode.USERNAME_TAKEN]: { message: 'เบอร์โทรศัพท์นี้ถูกใช้สมัครสมาชิกแล้ว', status: 200 },
  [ErrorCode.BANK_ACCOUNT_TAKEN]: { message: 'เลขบัญชีนี้ถูกใช้สมัครสมาชิกแล้ว', status: 200 },
  [ErrorCode.UNDERAGE]: { message: 'ต้องมีอายุ 20 ปีบริบูรณ์ขึ้นไปจึงจะสมัครสมาชิกได้', status: 200 },
  [ErrorCode.INVALID_CREDENTIALS]: { message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง', status: 200 },
  [ErrorCode.WRONG_PASSWORD]: { message: 'รหัสผ่านเดิมไม่ถูกต้อง', status: 200 },
  [ErrorCode.CAPTCHA_FAILED]: { message: 'กรุณายืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ', status: 200 },
  [ErrorCode.IDENTITY_MISMATCH]: { message: 'ข้อมูลไม่ตรงกับบัญชีสมาชิก', status: 200 },
  [ErrorCode.RESET_TOKEN_INVALID]: {
    message: 'รหัสยืนยันการตั้งรหัสผ่านหมดอายุหรือไม่ถูกต้อง กรุณาเริ่มใหม่',
    status: 200,
  },
  [ErrorCode.INVALID_AGENT_CODE]: { message: 'รหัสเอเย่นต์ไม่ถูกต้อง', status: 200 },
  [ErrorCode.INVALID_REFERRAL]: { message: 'ไม่พบรหัสผู้แนะนำนี้', status: 200 },
  [ErrorCode.SAME_PASSWORD]: { message: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม', status: 200 },
  [ErrorCode.SUB_BANK_SAME_AS_MAIN]: {
    message: 'บัญชีสำรองต้องไม่ซ้ำกับบัญชีหลัก',
    status: 200,
  },
  [ErrorCode.INSUFFICIENT_BALANCE]: { message: 'ยอดเงินไม่เพียงพอ', status: 200 },
  [ErrorCode.MEMBER_NOT_FOUND]: { message: 'ไม่พบสมาชิกนี้', status: 200 },
  [ErrorCode.IDEMPOTENCY_CONFLICT]: {
    message: 'รหัสคำขอนี้ถูกใช้กับรายการอื่นแล้ว',
    status: 200,
  },
  [ErrorCode.ROUND_NOT_FOUND]: { message: 'ไม่พบงวดนี้', status: 200 },
  [ErrorCode.ROUND_NOT_OPEN]: { message: 'งวดนี้ปิดรับแทงแล้ว', status: 200 },
  [ErrorCode.BILL_ITEMS_INVALID]: { message: 'มีรายการที่แทงไม่ได้ กรุณาตรวจสอบโพย', status: 200 },
  [ErrorCode.BILL_NOT_FOUND]: { message: 'ไม่พบโพยนี้', status: 200 },
  [ErrorCode.BILL_NOT_CANCELLABLE]: { message: 'โพยนี้ยกเลิกไม่ได้แล้ว', status: 200 },
  [ErrorCode.SHOT_TOO_SOON]: { message: 'ยิงเลขได้ครั้งละ 1 ครั้งทุก 10 วินาที กรุณารอสักครู่', status: 200 },
  [ErrorCode.ROUND_ALREADY_RESULTED]: { message: 'งวดนี้ออกผลแล้ว แก้ไขผลไม่ได้', status: 200 },
  [ErrorCode.RESULT_FIELDS_MISSING]: { message: 'หวยรัฐบาลต้องกรอกรางวัลที่ 1 เลขหน้า 3 ตัว และเลขท้าย 3 ตัว', status: 200 },
  [ErrorCode.CATEGORY_NOT_FOUND]: { message: 'ไม่พบหมวดหวยนี้', status: 200 },
  [ErrorCode.ROUND_RESULT_BY_SEED]: {
    message: 'ผลของงวดนี้กำหนดจากเลขสุ่มที่ประกาศแฮชไว้แล้ว กรอกผลเองหรือยกเลิกหลังปิดรับไม่ได้',
    status: 200,
  },
  [ErrorCode.ROUND_NOT_CLOSED]: { message: 'งวดนี้ยังไม่ปิดรับแทง ยังออกผลไม่ได้', status: 200 },
  [ErrorCode.ROUND_CANCELLED]: { message: 'งวดนี้ถูกยกเลิกแล้ว', status: 200 },
  [ErrorCode.AGENT_DISABLED]: {
    message: 'ระบบเอเย่นต์ปิดอยู่ (ยังไม่ได้ตั้งค่า AGENT_API_KEY)',
    status: 503,
  },
  [ErrorCode.AGENT_KEY_INVALID]: { message: 'รหัสเอเย่นต์ไม่ถูกต้อง', status: 401 },
  [ErrorCode.AGENT_CALL_UNSUPPORTED]: {
    message: 'ระบบหลังบ้านที่เชื่อมต่ออยู่ไม่รองรับคำสั่งนี้',
    status: 501,
  },
  [ErrorCode.TOPIC_UNKNOWN]: { message: 'ไม่พบหัวข้อที่ต้องการติดตาม', status: 200 },
  [ErrorCode.TOPIC_MEMBER_ONLY]: { message: 'กรุณาเข้าสู่ระบบเพื่อดูข้อมูลนี้', status: 200 },
};

export function errorEntry(code: number): ErrorEntry {
  return ERRORS[code as ErrorCode] ?? ERRORS[ErrorCode.INTERNAL];
}
