/**
 * The built-in provider's public reads that feed /live topics (the live
 * tables, the matches), declared in the registry's form so the socket
 * contract can name what each topic reads. They are the provider's calls,
 * under `/games/api/*`, not the site's: the upstream does not serve them.
 */
import { z } from 'zod';
import { defineCall } from '../api/call.js';
import { BACCARAT_API, ZBaccaratTablesResponse } from './baccarat-api.js';
import { FOOTBALL_API, ZFootballMatchesResponse } from './football-api.js';

export const GAME_READS = {
  baccaratTables: defineCall({
    method: 'POST',
    path: BACCARAT_API.tables,
    access: 'visitor',
    summary: { th: 'โต๊ะบาคาร่าสดทุกโต๊ะ (ของผู้ให้บริการเกมในระบบ)', en: "Every live baccarat table (the built-in provider's call)" },
    body: z.object({}),
    data: ZBaccaratTablesResponse,
    errors: [],
  }),
  footballMatches: defineCall({
    method: 'POST',
    path: FOOTBALL_API.matches,
    access: 'visitor',
    summary: { th: 'คู่ฟุตบอลเสมือนจริง (ของผู้ให้บริการเกมในระบบ)', en: "Virtual football's matches (the built-in provider's call)" },
    body: z.object({}),
    data: ZFootballMatchesResponse,
    errors: [],
  }),
} as const;
