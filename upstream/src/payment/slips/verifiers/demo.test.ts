import { describe, expect, it } from 'vitest';
import type { SlipParty, SlipQr } from '../slip-types.js';
import { DEMO_SLIP_REF_PREFIX, demoSlipRef, demoSlipVerifier, NOT_A_DEMO_SLIP, type DemoSlipTransfer } from './demo.js';

const siteAccount: SlipParty = { bankCode: '004', name: 'บจก. เว็บทดลอง', account: 'xxx-x-x5678-x', proxy: null };

/** The demo slip generator's side: a register it fills as it makes slips. */
function generator() {
  const made = new Map<string, DemoSlipTransfer>();
  return {
    lookup: (transRef: string) => made.get(transRef),
    make(transfer: DemoSlipTransfer): SlipQr {
      const transRef = demoSlipRef();
      made.set(transRef, transfer);
      return { payload: `0041000600000101030040220${transRef}5102TH9104ABCD`, sendingBank: '004', transRef };
    },
  };
}

describe('demoSlipRef', () => {
  it('is the prefix and random hex, a new one each time', () => {
    const refs = new Set(Array.from({ length: 100 }, demoSlipRef));
    expect(refs.size).toBe(100);
    for (const ref of refs) expect(ref).toMatch(new RegExp(`^${DEMO_SLIP_REF_PREFIX}[0-9A-F]{20}$`));
  });
});

describe('the demo verifier', () => {
  it('finds a slip the demo generator made, with what it registered', async () => {
    const demo = generator();
    const slip = demo.make({ amount: 50_000, paidAt: Date.parse('2024-01-14T17:30:15Z'), receiver: siteAccount });

    const check = await demoSlipVerifier(demo.lookup).check(slip);

    expect(check.outcome).toBe('found');
    expect(check.outcome === 'found' && check.transfer).toEqual({
      transRef: slip.transRef,
      amount: 50_000,
      paidAt: Date.parse('2024-01-14T17:30:15Z'),
      sender: { bankCode: null, name: null, account: null, proxy: null },
      receiver: siteAccount,
    });
  });

  it('refuses a real bank slip in Thai, without asking the register', async () => {
    const asked: string[] = [];
    const verifier = demoSlipVerifier((transRef) => {
      asked.push(transRef);
      return undefined;
    });

    const check = await verifier.check({ payload: '0041000600000101030040220015024003012345678912', sendingBank: '004', transRef: '015024003012345678912' });

    expect(check).toMatchObject({ outcome: 'refused', message: NOT_A_DEMO_SLIP });
    expect(asked).toEqual([]);
  });

  it('refuses a demo-looking ref the generator never made', async () => {
    const demo = generator();
    const check = await demoSlipVerifier(demo.lookup).check({ payload: 'x', sendingBank: '004', transRef: demoSlipRef() });
    expect(check).toMatchObject({ outcome: 'refused', message: NOT_A_DEMO_SLIP });
  });

  it('keeps the sender the generator names', async () => {
    const demo = generator();
    const sender: SlipParty = { bankCode: '014', name: 'สมาชิกทดลอง', account: 'xxx-x-x1111-x', proxy: null };
    const slip = demo.make({ amount: 100, paidAt: 0, receiver: siteAccount, sender });
    const check = await demoSlipVerifier(demo.lookup).check(slip);
    expect(check.outcome === 'found' && check.transfer.sender).toEqual(sender);
  });

  it("honours the caller's signal", async () => {
    const demo = generator();
    const slip = demo.make({ amount: 100, paidAt: 0, receiver: siteAccount });
    await expect(demoSlipVerifier(demo.lookup).check(slip, { signal: AbortSignal.abort(new Error('gone')) })).rejects.toThrow('gone');
  });
});
