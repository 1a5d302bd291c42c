/** Where an announcement image leads (spec §2). */
export const ANNOUNCEMENT_TARGET = '/poll/1';
