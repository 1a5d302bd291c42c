/**
 * What a game in the launcher's frame posts to the site when money moved
 * (`postMessage({ type: WALLETS_MESSAGE })`, our own origin only): the site's
 * launcher refetches the header balance at once instead of waiting for the
 * `wallets` topic's next snapshot.
 */
export const WALLETS_MESSAGE = 'huaydee:wallets';
