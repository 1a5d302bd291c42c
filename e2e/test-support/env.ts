/** Settings the browser journeys share with playwright.config.ts. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_AGENT_KEY = 'e2e-agent-key-0123456789';
/** The 5-minute yeekee runs rounds of this length in the browser tests. */
export const E2E_YEEKEE_ROUND_SECONDS = 60;
/** The second server of the journeys that need "tomorrow", on a clock they can move forward. */
export const E2E_TIME_TRAVEL_PORT = Number(process.env.E2E_TIME_TRAVEL_PORT ?? 3211);
/** Its clock's control, on loopback beside it (never part of the site). */
export const E2E_CLOCK_PORT = Number(process.env.E2E_CLOCK_PORT ?? 3212);
