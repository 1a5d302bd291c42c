/** Thai banks a member can register with (code → Thai name). */
export const THAI_BANKS = {
  BBL: 'ธนาคารกรุงเทพ',
  KBANK: 'ธนาคารกสิกรไทย',
  KTB: 'ธนาคารกรุงไทย',
  SCB: 'ธนาคารไทยพาณิชย์',
  BAY: 'ธนาคารกรุงศรีอยุธยา',
  TTB: 'ธนาคารทหารไทยธนชาต',
  GSB: 'ธนาคารออมสิน',
  BAAC: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร',
  GHB: 'ธนาคารอาคารสงเคราะห์',
  KKP: 'ธนาคารเกียรตินาคินภัทร',
  CIMBT: 'ธนาคารซีไอเอ็มบี ไทย',
  TISCO: 'ธนาคารทิสโก้',
  UOBT: 'ธนาคารยูโอบี',
  LHFG: 'ธนาคารแลนด์ แอนด์ เฮ้าส์',
  ISBT: 'ธนาคารอิสลามแห่งประเทศไทย',
} as const;

export type BankCode = keyof typeof THAI_BANKS;
export const BANK_CODES = Object.keys(THAI_BANKS) as [BankCode, ...BankCode[]];

/** "1234567890" → "xxx-x-x6789-0": what a member sees of an account number. */
export function maskAccountNo(accountNo: string): string {
  const tail = accountNo.slice(-5);
  return `xxx-x-x${tail.slice(0, 4)}-${tail.slice(4)}`;
}

/**
 * The Bank of Thailand's 3-digit bank codes: what a slip's QR and the slip
 * verification services name a bank by.
 */
export const BANK_NUMBERS: Record<BankCode, string> = {
  BBL: '002',
  KBANK: '004',
  KTB: '006',
  TTB: '011',
  SCB: '014',
  CIMBT: '022',
  UOBT: '024',
  BAY: '025',
  GSB: '030',
  GHB: '033',
  BAAC: '034',
  ISBT: '066',
  TISCO: '067',
  KKP: '069',
  LHFG: '073',
};
