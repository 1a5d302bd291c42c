/**
 * `@line/liff` under LINE's own mock plugin (@line/liff-mock) for client tests:
 * the real SDK object with the plugin installed and `init` always in mock mode,
 * so the code under test calls `liff.init({ liffId })` as in production. A test
 * file wires it with
 *   vi.mock('@line/liff', async (importOriginal) => (await import('…/test-support/liff-mock.js')).mockedLiffModule(importOriginal));
 * (the factory imports this file itself: vi.mock is hoisted above imports).
 * `liffModuleLoads` counts how often the SDK module was imported (0: never loaded).
 */
import type { Liff } from '@line/liff';
import { LiffMockPlugin, type ExtendedInit, type LiffMockApi } from '@line/liff-mock';

export const liffModuleLoads = { count: 0 };

/** A LIFF id of the right shape (runtime-config.ts checks it). */
export const TEST_LIFF_ID = '1234567890-AbCdEfGh';

export async function mockedLiffModule(importOriginal: () => Promise<unknown>) {
  liffModuleLoads.count += 1;
  const actual = (await importOriginal()) as { default: Liff };
  const liff = actual.default;
  liff.use(new LiffMockPlugin());
  const init = liff.init as ExtendedInit;
  liff.init = (async (config, ...rest) => {
    await init({ ...config, mock: true }, ...rest);
    // Inside its app LINE logs its user in at init. The plugin decides "inside" once, when it is
    // installed, from the real SDK (never in jsdom), so the test's in-app state logs in here.
    if (liff.isInClient()) liff.login();
  }) as Liff['init'];
  return { ...actual, default: liff };
}

/** The plugin's `$mock` API on an SDK object from the mocked module. */
export function liffMock(liff: Liff): LiffMockApi {
  return (liff as unknown as { $mock: LiffMockApi }).$mock;
}

/** LINE's in-app browser with a logged-in LINE user whose share sheet is available. */
export function inLineApp(liff: Liff) {
  liffMock(liff).set((data) => ({ ...data, isInClient: true, isLoggedIn: true, isApiAvailable: true, shareTargetPicker: { status: 'success' } }));
}
