/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 document of the contract, made from
 * the registry (CALLS), the gateway's agent calls (consoleCalls), the calls
 * not built yet (PLANNED_CALLS) and the socket part (live/topics.ts). Nothing
 * in it is written by hand but the prose.
 */
import { ErrorCode } from '../../errors.js';
import { GAME_CALLS } from '../../games/game-calls.js';
import { consoleCalls } from '../agent-console.js';
import type { Call } from '../call.js';
import { PLANNED_CALLS } from '../planned.js';
import { CALL_LIST } from '../registry.js';
import { HEADERS, PARAMETERS, RESPONSES, SCHEMAS, SECURITY_SCHEMES } from './components.js';
import { errorCodeEntry, openApiPath, operationOf, type DocumentedCall } from './operation.js';
import { socketExtension, socketMarkdown } from './socket.js';

/** The tag of the gateway's own `/agent/*` calls. */
export const CONSOLE_TAG = 'agent-console';
/** The tag of the built-in game provider's own `/games/api/*` calls. */
export const GAMES_TAG = 'games-provider';

/** Thai first: the reference page is read by Thai operators; unknown areas still get a tag. */
const TAG_TEXT: Record<string, string> = {
  auth: 'สมัครสมาชิก เข้าสู่ระบบ รหัสผ่าน และข้อมูลสมาชิก. Registration, login, passwords, the member.',
  agent: 'ข้อมูลของเว็บ (เอเย่นต์): ตั้งค่า บัญชีรับเงิน ประกาศ แบนเนอร์ และแจ้งเตือน. The site (agent) as members see it.',
  member: 'กระเป๋าเงิน แต้ม รายการเดินบัญชี ถอนเงิน และการจำกัดการเล่น. Wallets, points, statement, withdrawals, limits.',
  lotto: 'หวย: หมวด งวด อัตราจ่าย ผล โพย และยี่กี. Lotto: categories, rounds, rates, results, bills, yeekee.',
  payment: 'ฝากเงิน: ช่องทาง QR พร้อมเพย์ และสถานะรายการ. Deposits.',
  promotion: 'โปรโมชั่นและยอดเทิร์น. Promotions and turnover.',
  coupon: 'คูปอง. Coupons.',
  operator:
    'ฝั่ง operator ของ upstream (`/operator/*`): gateway เท่านั้นที่เรียก ด้วยรหัสเอเย่นต์. The upstream\'s agent side, reached by the gateway only; an operator\'s own upstream may lack it.',
  [CONSOLE_TAG]: 'คำสั่งเอเย่นต์ของ gateway (`/agent/*`) ที่หน้า /agent ใช้. The gateway\'s agent calls (docs/design.md §4).',
  [GAMES_TAG]:
    'API ของผู้ให้บริการเกมในระบบ (`/games/api/*`): สล็อต ยิงปลา ฟุตบอลเสมือนจริง และบาคาร่าสด ที่หน้า /play เรียก. The built-in provider\'s own calls, made by the game pages; the provider moves money only through the provider wallet protocol.',
};

export function documentedCalls(): DocumentedCall[] {
  const registry = CALL_LIST.map(
    ({ id, area, call }): DocumentedCall => ({ id, tag: area, call, servedBy: area === 'operator' || call.path.startsWith('/operator/') ? 'operator' : 'upstream' }),
  );
  const console = Object.entries(consoleCalls as Record<string, Call>).map(
    ([name, call]): DocumentedCall => ({ id: `${CONSOLE_TAG}.${name}`, tag: CONSOLE_TAG, call, servedBy: 'gateway' }),
  );
  const games = Object.entries(GAME_CALLS as Record<string, Call>).map(
    ([name, call]): DocumentedCall => ({ id: `${GAMES_TAG}.${name}`, tag: GAMES_TAG, call, servedBy: 'games' }),
  );
  return [...registry, ...console, ...games];
}

const INTRO = `สัญญา API ของเว็บสมาชิก สร้างจาก registry ใน \`shared/src/api\` (ไม่ได้เขียนด้วยมือ).
The member site's contract, generated from the registry in \`shared/src/api\`.

- **Envelope.** Every answer is \`{ error, message?, data? }\`; \`error: 0\` is success. The lotto lobby alone answers \`{ status, message?, data? }\`.
- **Refusals are HTTP 200.** A broken rule (validation, balance, round closed, limit) is HTTP 200 with a non-zero \`error\` and a Thai \`message\` to show as it is; \`data.fields\` names the fields of a validation refusal. 400: a request the server cannot read; 401: a missing, expired or revoked token; 404: an unknown path (with an envelope); 500: an unexpected fault (no stack trace). Each operation lists its codes in \`x-error-codes\` and its description.
- **Money** is THB on the wire, a number with at most two decimals; **dates** are ISO 8601 with an offset.
- **Auth.** \`POST /api/login\` answers \`data.access_token\`; member calls send \`Authorization: Bearer <token>\`. Agent calls send \`Authorization: Bearer <AGENT_API_KEY>\`.
- **Idempotency.** Calls that move money (\`x-money-moving\`) take an optional \`Idempotency-Key\`: a repeat with the same key returns the first answer.
- **Served by** (\`x-served-by\`): \`upstream\` (\`/api/*\`, passed on by the gateway, which checks requests and answers against this contract and answers \`1007\`/\`1008\` itself when the upstream fails), \`operator\` (the upstream's \`/operator/*\`, reached only by the gateway with the agent key), \`gateway\` (the gateway's own \`/agent/*\`), \`games\` (the built-in game provider's own \`/games/api/*\`, which the game pages call with their game session).`;

/** The whole document; the gateway builds it once at start. */
export function buildOpenApiDocument(options: { version?: string } = {}): Record<string, unknown> {
  const calls = documentedCalls();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const entry of calls) {
    const path = openApiPath(entry.call.path);
    const item = (paths[path] ??= {});
    // The upstream's agent side is not behind the gateway: the path says where it lives.
    if (entry.servedBy === 'operator') item.servers = [UPSTREAM_SERVER];
    item[entry.call.method.toLowerCase()] = operationOf(entry);
  }
  const tags = [...new Set(calls.map((entry) => entry.tag))].map((name) => ({
    name,
    description: TAG_TEXT[name] ?? `${name}`,
  }));
  const planned = PLANNED_CALLS.map(({ method, path, area }) => ({ method, path, area }));
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'หวยดี member site API',
      version: options.version ?? '0.0.0',
      description: [
        INTRO,
        `**Not built yet** (\`x-planned-calls\`): ${planned.length} calls of the spec answer 404 today (${[...new Set(planned.map((p) => p.area))].join(', ')}).`,
        socketMarkdown(),
      ].join('\n\n'),
    },
    servers: [{ url: '/', description: 'the gateway (this site)' }],
    tags,
    paths,
    components: { schemas: SCHEMAS, securitySchemes: SECURITY_SCHEMES, parameters: PARAMETERS, headers: HEADERS, responses: RESPONSES },
    'x-error-codes': Object.values(ErrorCode)
      .filter((code) => code !== ErrorCode.OK)
      .map(errorCodeEntry),
    'x-planned-calls': planned,
    'x-socket': socketExtension(),
  };
}

const UPSTREAM_SERVER = {
  url: '{upstream}',
  description: 'the upstream API (`UPSTREAM_URL`, or the embedded one on a loopback port); not reachable through the gateway',
  variables: { upstream: { default: 'http://127.0.0.1:4000', description: 'the upstream base URL' } },
};
