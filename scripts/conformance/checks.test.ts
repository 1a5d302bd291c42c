import { describe, expect, it } from 'vitest';
import { CALLS } from '#shared/api/registry.js';
import { ErrorCode } from '#shared/errors.js';
import { checkRefusal } from './checks.js';
import type { Answer } from './http.js';

const answer = (json: object): Answer => ({ status: 200, json, text: JSON.stringify(json) });
const shoot = CALLS.lotto.yeekeeShoot;

describe('a refusal as the contract says it', () => {
  it("passes a declared code with a Thai message and its code's data, or none", () => {
    const message = 'ยิงเลขถี่เกินไป';
    expect(checkRefusal(shoot, answer({ error: ErrorCode.SHOT_TOO_SOON, message, data: { next_shot_at: '2026-11-29T10:00:05+07:00' } }))).toMatchObject({ ok: true });
    expect(checkRefusal(shoot, answer({ error: ErrorCode.SHOT_TOO_SOON, message }))).toMatchObject({ ok: true });
  });

  it("fails data off its code's schema, naming the field", () => {
    const checked = checkRefusal(shoot, answer({ error: ErrorCode.SHOT_TOO_SOON, message: 'ยิงเลขถี่เกินไป', data: { next_shot_at: 5 } }));
    expect(checked).toEqual({ ok: false, why: expect.stringMatching(/3106 SHOT_TOO_SOON with data off the contract: data\.next_shot_at/) });
  });
});
