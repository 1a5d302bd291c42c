import { describe, expect, it } from 'vitest';
import { refText } from './statement-row.js';

describe('refText', () => {
  it('names what a ledger row points at in Thai', () => {
    expect(refText('bill:12')).toBe('โพยเลขที่ 12');
    expect(refText('withdraw:3')).toBe('คำขอถอนที่ 3');
  });

  it('a yeekee reward names the rank only: the note names the round by its number in the day', () => {
    const text = refText('yeekee:41:16');
    expect(text).toBe('ผู้ยิงเลขลำดับที่ 16 นับจากท้าย');
    expect(text).not.toContain('41');
  });

  it('an unknown ref shows as it is', () => {
    expect(refText('other:9')).toBe('other:9');
  });
});
