/**
 * EasySlip (easyslip.com), API v1: GET the slip's QR text as `payload` from
 * SLIP_VERIFY_URL (`https://developer.easyslip.com/api/v1/verify`) with the
 * key as a bearer token.
 */
import type { SlipParty, SlipVerifier } from '../slip-types.js';
import { attempts, faultVerdict, refusalVerdict, transferCheck, type AttemptOptions, type Verdict } from './attempts.js';
import { EASYSLIP_CODES } from './easyslip-codes.js';
import { exchange, type HttpVerifierSettings } from '#upstream/outbound/exchange.js';
import { isRecord, recordAt, satangOrNull, textOrNull } from './reading.js';

export function easySlipVerifier(settings: HttpVerifierSettings, options: AttemptOptions = {}): SlipVerifier {
  const tries = attempts(options);
  return {
    name: 'easyslip',
    check(slip, { signal } = {}) {
      const url = new URL(settings.url);
      url.searchParams.set('payload', slip.payload);
      return tries.run(async () => {
        const result = await exchange(url, { method: 'GET', headers: { authorization: `Bearer ${settings.key}` } }, tries.timeoutMs, signal);
        if (result.kind !== 'answer') return faultVerdict(result);
        return readAnswer(result.status, result.body);
      }, signal);
    },
  };
}

function readAnswer(status: number, body: unknown): Verdict {
  if (status >= 200 && status < 300 && isRecord(body) && body.status === 200 && isRecord(body.data)) {
    const data = body.data;
    const transfer = {
      transRef: textOrNull(data.transRef),
      amount: satangOrNull(recordAt(data, 'amount').amount),
      paidAt: isoTime(data.date),
      sender: party(data.sender),
      receiver: party(data.receiver),
    };
    return { retry: false, check: transferCheck(transfer, body) };
  }
  const code = isRecord(body) && typeof body.message === 'string' ? body.message : '';
  return refusalVerdict(status, body, Object.hasOwn(EASYSLIP_CODES, code) ? EASYSLIP_CODES[code] : undefined);
}

function party(side: unknown): SlipParty {
  const account = recordAt(side, 'account');
  const name = recordAt(account, 'name');
  return {
    bankCode: textOrNull(recordAt(side, 'bank').id),
    name: textOrNull(name.th) ?? textOrNull(name.en),
    account: textOrNull(recordAt(account, 'bank').account),
    proxy: textOrNull(recordAt(account, 'proxy').account),
  };
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * "2024-01-15T00:30:15+07:00" → epoch ms. A time without an offset is read as Bangkok's, the
 * banks' own clock, never as this server's (which may run in UTC).
 */
export function isoTime(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return null;
  const ms = Date.parse(match[3] ? value : `${value}+07:00`);
  return Number.isFinite(ms) ? ms : null;
}
