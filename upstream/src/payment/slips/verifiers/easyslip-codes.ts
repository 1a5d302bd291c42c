/**
 * EasySlip's v1 error answers (`{ status, message: '<code>' }`, the HTTP status
 * the same) and what each means for a deposit. Source: EasySlip's v1
 * documentation (developer.easyslip.com/api/v1): unauthorized 401;
 * access_denied, account_not_verified, application_expired,
 * application_deactivated, quota_exceeded 403; invalid_payload, duplicate_slip
 * 400; slip_not_found 404; server_error 500. qrcode_not_found (image
 * endpoints) and api_server_error (the v2 table's API_SERVER_ERROR, "external
 * API error, retry later": the bank's side) are not confirmed for GET /verify.
 *
 * The split, as for SlipOK: `refused` when the service says the slip is no
 * transfer; `unavailable` when the fault is the site's, the service's or the
 * bank's.
 */
import { AGENT_WILL_CHECK, refusedCode, UNAVAILABLE, unavailableCode, type CodeMeaning } from './reading.js';

const unavailable = unavailableCode;
const refused = refusedCode;

export const EASYSLIP_CODES: Readonly<Record<string, CodeMeaning>> = {
  unauthorized: unavailable(UNAVAILABLE.badKey),
  /** the server's IP is not on the application's allow list */
  access_denied: unavailable(`บริการตรวจสลิปไม่อนุญาตให้เซิร์ฟเวอร์ของเว็บเรียกใช้ ${AGENT_WILL_CHECK}`),
  account_not_verified: unavailable(`บัญชีบริการตรวจสลิปยังไม่ได้ยืนยันตัวตน ${AGENT_WILL_CHECK}`),
  application_expired: unavailable(UNAVAILABLE.expired),
  application_deactivated: unavailable(`บริการตรวจสลิปถูกปิดใช้งาน ${AGENT_WILL_CHECK}`),
  quota_exceeded: unavailable(UNAVAILABLE.quota),
  /** the QR text is not a slip's verification payload */
  invalid_payload: refused('QR Code ในสลิปนี้ไม่ใช่ QR สำหรับตรวจสอบการโอนเงิน'),
  /** the bank knows no transfer behind the payload */
  slip_not_found: refused('ไม่พบรายการโอนตามสลิปนี้'),
  /** about an image, which we never send (we send the QR's text): the service misread our request */
  qrcode_not_found: unavailable(UNAVAILABLE.requestNotRead),
  /**
   * Only with `checkDuplicate`, which we do not send. Were it to come, it is not a refusal: the
   * transfer is real and the deposit's once-per-transRef rule is what stops a double credit.
   */
  duplicate_slip: unavailable(UNAVAILABLE.seenBefore),
  server_error: unavailable(UNAVAILABLE.serviceDown, true),
  api_server_error: unavailable(UNAVAILABLE.bankDown, true),
};
