import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startLiff } from '#client/lib/liff.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { inLineApp, liffMock, liffModuleLoads, TEST_LIFF_ID } from '#client/test-support/liff-mock.js';
import { LiffBar } from './components/liff-bar.js';

vi.mock('@line/liff', async (importOriginal) => (await import('#client/test-support/liff-mock.js')).mockedLiffModule(importOriginal));

// The SDK starts once per page load, as in the browser: these tests run in order,
// first without a LIFF id (nothing loads), then with one.
describe('LIFF SDK and bar', () => {
  it('without a LIFF id the SDK is never imported and no bar shows', async () => {
    expect(await startLiff({})).toBeNull();
    renderWithProviders(<LiffBar />);
    expect(screen.queryByTestId('liff-bar')).toBeNull();
    expect(liffModuleLoads.count).toBe(0);
  });

  it('with a LIFF id the SDK initialises once, through the mock plugin', async () => {
    const { default: liff } = await import('@line/liff');
    const init = vi.spyOn(liff, 'init');
    const started = await startLiff({ liffId: TEST_LIFF_ID });
    expect(started).toBe(liff);
    expect(await startLiff({ liffId: TEST_LIFF_ID })).toBe(liff);
    expect(init).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith({ liffId: TEST_LIFF_ID });
    expect(liff.getOS()).toBeDefined();
    expect(liffModuleLoads.count).toBe(1);
  });

  it('outside the LINE app there is nothing to close: no bar', async () => {
    const liff = (await startLiff({ liffId: TEST_LIFF_ID }))!;
    liffMock(liff).clear();
    renderWithProviders(<LiffBar />);
    expect(screen.queryByTestId('liff-bar')).toBeNull();
  });

  it('inside the LINE app "ปิด" closes the in-app window', async () => {
    const liff = (await startLiff({ liffId: TEST_LIFF_ID }))!;
    inLineApp(liff);
    const close = vi.spyOn(liff, 'closeWindow');
    renderWithProviders(<LiffBar />);
    await userEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(close).toHaveBeenCalledTimes(1);
  });
});
