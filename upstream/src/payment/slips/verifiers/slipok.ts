/**
 * SlipOK (slipok.com): POST the slip's QR text to the branch's URL
 * (`https://api.slipok.com/api/line/apikey/<branch id>`, all of it in
 * SLIP_VERIFY_URL) with the key in `x-authorization`. `log: true` asks SlipOK
 * to check the receiver against the branch's registered account (1014).
 */
import type { SlipParty, SlipVerifier } from '../slip-types.js';
import { attempts, faultVerdict, refusalVerdict, transferCheck, type AttemptOptions, type Verdict } from './attempts.js';
import { exchange, type HttpVerifierSettings } from '#upstream/outbound/exchange.js';
import { isRecord, recordAt, satangOrNull, textOrNull } from './reading.js';
import { SLIPOK_CODES } from './slipok-codes.js';

export function slipOkVerifier(settings: HttpVerifierSettings, options: AttemptOptions = {}): SlipVerifier {
  const tries = attempts(options);
  return {
    name: 'slipok',
    check(slip, { signal } = {}) {
      return tries.run(async () => {
        const result = await exchange(
          settings.url,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-authorization': settings.key },
            body: JSON.stringify({ data: slip.payload, log: true }),
          },
          tries.timeoutMs,
          signal,
        );
        if (result.kind !== 'answer') return faultVerdict(result);
        return readAnswer(result.status, result.body);
      }, signal);
    },
  };
}

function readAnswer(status: number, body: unknown): Verdict {
  if (status >= 200 && status < 300 && isRecord(body) && body.success === true && isRecord(body.data)) {
    const data = body.data;
    const transfer = {
      transRef: textOrNull(data.transRef),
      amount: satangOrNull(data.amount),
      paidAt: bangkokTime(data.transDate, data.transTime),
      sender: party(data.sender, data.sendingBank),
      receiver: party(data.receiver, data.receivingBank),
    };
    return { retry: false, check: transferCheck(transfer, body) };
  }
  const code = isRecord(body) ? Number(body.code) : NaN;
  return refusalVerdict(status, body, SLIPOK_CODES[code]);
}

function party(side: unknown, bank: unknown): SlipParty {
  const who = isRecord(side) ? side : {};
  return {
    bankCode: textOrNull(bank),
    // displayName is the name as the bank shows it (usually Thai); name the English one, when given.
    name: textOrNull(who.displayName) ?? textOrNull(who.name),
    account: textOrNull(recordAt(who, 'account').value),
    proxy: textOrNull(recordAt(who, 'proxy').value),
  };
}

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * transDate "YYYYMMDD" and transTime "HH:mm:ss" are Bangkok wall time (UTC+7, no daylight saving)
 * → epoch ms; null for a date that does not exist (20240230) or a malformed one.
 */
export function bangkokTime(date: unknown, time: unknown): number | null {
  if (typeof date !== 'string' || typeof time !== 'string') return null;
  const d = /^(\d{4})(\d{2})(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute, second] = [d[1], d[2], d[3], t[1], t[2], t[3]].map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(wall);
  // Date.UTC rolls 30 February into March: a date that does not come back unchanged did not exist.
  const exists =
    back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day && back.getUTCHours() === hour && back.getUTCMinutes() === minute && back.getUTCSeconds() === second;
  return exists ? wall - BANGKOK_OFFSET_MS : null;
}
