import { describe, expect, it } from 'vitest';
import { labelLines, segmentAt, targetRotation } from './wheel-geometry.js';

describe('wheel geometry', () => {
  it('the target rotation puts the prize’s slice under the pointer, always forward, after the turns', () => {
    for (const count of [2, 3, 8, 12]) {
      for (let segment = 0; segment < count; segment++) {
        for (const current of [0, 37, 1234.5]) {
          for (const offset of [-0.3, 0, 0.3]) {
            const target = targetRotation(current, segment, count, 6, offset);
            expect(segmentAt(target, count)).toBe(segment);
            expect(target - current).toBeGreaterThanOrEqual(6 * 360);
            expect(target - current).toBeLessThan(7 * 360);
          }
        }
      }
    }
  });

  it('a long label splits at the space nearest its middle', () => {
    expect(labelLines('เครดิต 100 บาท')).toEqual(['เครดิต', '100 บาท']);
    expect(labelLines('10 แต้ม')).toEqual(['10 แต้ม']);
    expect(labelLines('เสื้อยืดลิมิเต็ด')).toEqual(['เสื้อยืดลิมิเต็ด']);
  });
});
