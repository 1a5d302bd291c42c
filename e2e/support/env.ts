/** Settings the browser journeys share with playwright.config.ts. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_AGENT_KEY = 'e2e-agent-key-0123456789';
/** The 5-minute yeekee runs rounds of this length in the browser tests. */
export const E2E_YEEKEE_ROUND_SECONDS = 60;
