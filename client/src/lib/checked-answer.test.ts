import { describe, expect, it } from 'vitest';
import { ZSlotHistoryResponse } from '#shared/games/slot-api.js';
import { ErrorCode } from '#shared/errors.js';
import { ApiError } from './api-client.js';
import { checkedAnswer } from './checked-answer.js';

describe('checkedAnswer', () => {
  it('gives the data the schema allows, and the generic Thai fault for any other shape', () => {
    const page = { items: [], page: 1, page_size: 50, total: 0 };
    expect(checkedAnswer(ZSlotHistoryResponse, page)).toEqual(page);
    // The shape before paging: not the contract's any more.
    const fault = (() => {
      try {
        checkedAnswer(ZSlotHistoryResponse, { spins: [] });
      } catch (error) {
        return error;
      }
    })();
    expect(fault).toBeInstanceOf(ApiError);
    expect(fault).toMatchObject({ code: ErrorCode.INTERNAL, status: 502, message: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง' });
  });
});
