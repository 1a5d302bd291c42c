/**
 * The wallet client's credit batch against a wallet that answers as told:
 * lines split into calls of at most CREDIT_BATCH_MAX_LINES, one outcome per
 * line in order, and a lost or refused call is each of its lines' outcome.
 * (The batch against the real wallet: baccarat/betting.test.ts, football.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { CREDIT_BATCH_MAX_LINES, type CreditBatchRequest } from '#shared/api/provider-wallet.js';
import { FakeClock } from '#shared/clock.js';
import { ErrorCode } from '#shared/errors.js';
import type { SiteTransport } from './site-pool.js';
import { createWalletClient, type CreditLine } from './wallet-client.js';

type Answer = (body: CreditBatchRequest) => { status: number; json: unknown };

function client(answer: Answer) {
  const sent: CreditBatchRequest[] = [];
  const transport: SiteTransport = {
    async send(_path, raw) {
      const body = JSON.parse(raw) as CreditBatchRequest;
      sent.push(body);
      const { status, json } = answer(body);
      return { status, text: JSON.stringify(json) };
    },
  };
  const wallet = createWalletClient({ transport, providerCode: 'huaydee', secret: 's', clock: new FakeClock(), retryDelayMs: 0 });
  return { wallet, sent };
}

const lines = (n: number): CreditLine[] =>
  Array.from({ length: n }, (_, i) => ({ ref: { session: 'sess', round: `round-${i}`, game: 'bac-1' }, amount: i }));

const paidAll: Answer = (body) => ({
  status: 200,
  json: { error: 0, data: { results: body.lines.map((line) => ({ transaction_id: line.transaction_id, error: 0, balance: 1.5, currency: 'THB', reference: '7' })) } },
});

describe('creditBatch', () => {
  it('splits the lines into calls of at most CREDIT_BATCH_MAX_LINES and answers one outcome per line, in order', async () => {
    const { wallet, sent } = client(paidAll);
    const outcomes = await wallet.creditBatch('bac-1', lines(CREDIT_BATCH_MAX_LINES * 2 + 1));
    expect(sent.map((body) => body.lines.length)).toEqual([CREDIT_BATCH_MAX_LINES, CREDIT_BATCH_MAX_LINES, 1]);
    expect(sent[1]!.lines[0]).toEqual({ session: 'sess', transaction_id: `round-${CREDIT_BATCH_MAX_LINES}-c`, round_id: `round-${CREDIT_BATCH_MAX_LINES}`, amount: CREDIT_BATCH_MAX_LINES / 100, round_closed: true });
    expect(sent.every((body) => body.game_code === 'bac-1')).toBe(true);
    expect(outcomes).toHaveLength(CREDIT_BATCH_MAX_LINES * 2 + 1);
    expect(outcomes[0]).toEqual({ paid: true, move: { balance: 150, reference: '7' } });
  });

  it('a refused line carries its refusal; a line the answer leaves out is lost', async () => {
    const { wallet } = client((body) => ({
      status: 200,
      json: {
        error: 0,
        data: { results: [{ transaction_id: body.lines[0]!.transaction_id, error: ErrorCode.PROVIDER_ROUND_CLOSED, message: 'รอบเกมนี้ปิดแล้ว' }] },
      },
    }));
    const [refused, missing] = await wallet.creditBatch('bac-1', lines(2));
    expect(refused).toMatchObject({ paid: false, refusal: { code: ErrorCode.PROVIDER_ROUND_CLOSED, message: 'รอบเกมนี้ปิดแล้ว' } });
    expect(missing).toEqual({ paid: false, refusal: null });
  });

  it('a call whose answer is lost is sent again with the same lines, then each line is lost; a call refused whole refuses each line', async () => {
    const lost = client(() => ({ status: 502, json: { error: ErrorCode.UPSTREAM_DOWN } }));
    expect(await lost.wallet.creditBatch('bac-1', lines(2))).toEqual([
      { paid: false, refusal: null },
      { paid: false, refusal: null },
    ]);
    expect(lost.sent).toHaveLength(3);
    expect(new Set(lost.sent.map((body) => JSON.stringify(body)))).toHaveLength(1);
    const refused = client(() => ({ status: 401, json: { error: ErrorCode.PROVIDER_SIGNATURE_INVALID, message: 'ลายเซ็นของคำขอไม่ถูกต้อง' } }));
    const outcomes = await refused.wallet.creditBatch('bac-1', lines(2));
    expect(outcomes.map((o) => !o.paid && o.refusal?.code)).toEqual([ErrorCode.PROVIDER_SIGNATURE_INVALID, ErrorCode.PROVIDER_SIGNATURE_INVALID]);
    expect(refused.sent).toHaveLength(1);
  });
});
