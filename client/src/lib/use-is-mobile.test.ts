import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useIsMobile } from './use-is-mobile.js';

function atWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: width <= Number(/max-width: (\d+)px/.exec(query)?.[1]),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('useIsMobile (product §9: xs and sm)', () => {
  it.each([
    [375, true],
    [599, true],
    [959, true],
    [960, false],
    [1920, false],
  ])('%i px wide → %s', (width, mobile) => {
    atWidth(width);
    expect(renderHook(() => useIsMobile()).result.current).toBe(mobile);
  });
});
