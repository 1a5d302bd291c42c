/**
 * What the slip path passes between its parts: the reader (an uploaded image
 * or a scanned QR → the slip's mini-QR, validated), the verification service
 * behind one interface (a slip → the transfer behind its reference), and the
 * deposit that credits it. Money is satang and times are epoch milliseconds
 * here, as everywhere inside the upstream.
 */

/** A bank slip's mini-QR (the Bank of Thailand's slip verification payload), read and validated. */
export interface SlipQr {
  /** the QR's text as read, which the verification services take as it is */
  payload: string;
  /** the sending bank's 3-digit code in the payload (e.g. "004" for KBank) */
  sendingBank: string;
  /** the transfer reference: unique per transfer, the key a slip is used once by */
  transRef: string;
}

/** One side of a transfer as a verification service reports it; accounts come masked. */
export interface SlipParty {
  /** the 3-digit bank code, when the service names one */
  bankCode: string | null;
  /** the account holder's name as the service gives it (Thai or English), when it does */
  name: string | null;
  /** the account number as given, masked by the bank (e.g. "xxx-x-x1234-x"), when it does */
  account: string | null;
  /** a PromptPay id (phone, national id, e-wallet), masked, when the transfer went to one */
  proxy: string | null;
}

/** The transfer behind a slip's reference, as the service reports it. */
export interface SlipTransfer {
  transRef: string;
  /** satang */
  amount: number;
  /** when the bank made the transfer, epoch ms */
  paidAt: number;
  sender: SlipParty;
  receiver: SlipParty;
}

/**
 * A service's answer. `found`: the bank confirmed the transfer. `refused`: the service says the
 * slip is not a real or not a known transfer (it may be forged). `unavailable`: the service could
 * not answer (timeout, quota, its own fault, its bank's fault): the deposit waits for the agent.
 * `message` is Thai, for the member and the agent; `raw` is the service's answer as received (or
 * the fault), kept for the agent's console.
 */
export type SlipCheck =
  | { outcome: 'found'; transfer: SlipTransfer; raw: unknown }
  | { outcome: 'refused'; message: string; raw: unknown }
  | { outcome: 'unavailable'; message: string; raw: unknown };

/** A slip verification service, configured by SLIP_VERIFY_PROVIDER, SLIP_VERIFY_URL and SLIP_VERIFY_KEY. */
export interface SlipVerifier {
  /** the configured provider's name: "slipok", "easyslip", "demo" */
  readonly name: string;
  check(slip: SlipQr, options?: { signal?: AbortSignal }): Promise<SlipCheck>;
}
