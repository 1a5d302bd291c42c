/**
 * One registry call as an OpenAPI operation: parameters, body, the success
 * envelope, each error code it may answer (by HTTP status) and who may call it.
 */
import { errorCodeName, ERRORS, type ErrorCode } from '../../errors.js';
import { errorCodesOf, takesIdempotencyKey, type Call } from '../call.js';
import { GATEWAY_CODES, ref, refusalOf, successOf } from './components.js';
import { queryFields, toJsonSchema, type JsonSchema } from './json-schema.js';

/**
 * `upstream`: an `/api` call the upstream answers and the gateway passes on
 * after checking it; `operator`: the upstream's agent side, which only the
 * gateway calls; `gateway`: the gateway's own `/agent/*`; `games`: the built-in
 * game provider's own `/games/api/*`, passed on by the gateway.
 */
export type ServedBy = 'upstream' | 'operator' | 'gateway' | 'games';

export interface DocumentedCall {
  /** the registry id (`lotto.billCreate`), the operationId */
  id: string;
  tag: string;
  call: Call;
  servedBy: ServedBy;
}

export interface ErrorCodeEntry {
  code: ErrorCode;
  name: string;
  message: string;
  status: number;
}

export function errorCodeEntry(code: ErrorCode): ErrorCodeEntry {
  return { code, name: errorCodeName(code) ?? String(code), message: ERRORS[code].message, status: ERRORS[code].status };
}

/** `/operator/payments/:ref/confirm` → `/operator/payments/{ref}/confirm` */
export function openApiPath(path: string): string {
  return path.replace(/:([a-z_]+)/g, '{$1}');
}

const SECURITY = {
  visitor: [{}, { memberToken: [] }],
  member: [{ memberToken: [] }],
  agent: [{ agentKey: [] }],
  provider: [{ providerSignature: [] }],
  game_session: [{ gameSession: [] }],
} as const;

const ACCESS_TH = {
  visitor: 'ทุกคนเรียกได้ (ส่งโทเค็นสมาชิกมาด้วยได้)',
  member: 'ต้องเข้าสู่ระบบ: `Authorization: Bearer <access_token>`',
  agent: 'เฉพาะเอเย่นต์: `Authorization: Bearer <AGENT_API_KEY>`',
  provider: 'เฉพาะผู้ให้บริการเกม: คำขอลงลายเซ็น `X-Provider-Id`, `X-Timestamp`, `X-Signature` (HMAC-SHA256)',
  game_session: 'ต้องมีเซสชันเกม: `Authorization: Bearer <session>` จากคำตอบของ `POST /games/api/session`',
} as const;

const SERVED_BY_TH: Record<ServedBy, string> = {
  upstream: 'ตอบโดย upstream ผ่าน gateway (gateway ตรวจคำขอและคำตอบตามสัญญา)',
  operator: 'ตอบโดย upstream ที่ `/operator/*` เท่านั้น: gateway เรียกด้วยรหัสเอเย่นต์ และตอบ 404 ที่ path นี้เอง; upstream ของผู้ให้บริการอาจไม่มี (gateway ตอบ `4003`)',
  gateway: 'ตอบโดย gateway เอง (`/agent/*`) แล้วส่งต่อไปยังฝั่ง operator ของ upstream เมื่อต้องใช้',
  games: 'ตอบโดยผู้ให้บริการเกมในระบบ (`games/`) ผ่าน gateway ที่ `/games/api/*`: ผู้ให้บริการเคลื่อนย้ายเงินผ่านโปรโตคอลกระเป๋าเงินของผู้ให้บริการเท่านั้น',
};

function parametersOf(call: Call): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  const pathParams = [...call.path.matchAll(/:([a-z_]+)/g)].map((found) => found[1]!);
  const declared = call.params ? queryFields(call.params) : null;
  for (const name of pathParams) {
    const field = declared?.find((f) => f.name === name);
    parameters.push({ name, in: 'path', required: true, schema: field?.schema ?? { type: 'string' }, ...(field?.description ? { description: field.description } : {}) });
  }
  if (call.query) {
    const fields = queryFields(call.query);
    if (fields) {
      for (const field of fields) parameters.push({ in: 'query', ...field });
    } else {
      // Not a plain object (a union): one form-style parameter spreads its fields into the query.
      parameters.push({ name: 'query', in: 'query', style: 'form', explode: true, schema: toJsonSchema(call.query, 'input') });
    }
  }
  if (takesIdempotencyKey(call)) parameters.push(ref('parameters', 'IdempotencyKey'));
  parameters.push(ref('parameters', 'RequestId'));
  return parameters;
}

function errorTable(codes: readonly ErrorCodeEntry[]): string {
  const rows = codes.map((c) => `| \`${c.code}\` | ${c.name} | ${c.status} | ${c.message} |`);
  return ['| error | name | HTTP | ข้อความ |', '|---|---|---|---|', ...rows].join('\n');
}

function responsesOf(entry: DocumentedCall, codes: readonly ErrorCodeEntry[]): Record<string, unknown> {
  const field = entry.call.envelope === 'status' ? 'status' : 'error';
  const requestId = { 'x-request-id': ref('headers', 'RequestId') };
  const byStatus = new Map<number, ErrorCode[]>();
  for (const c of codes) byStatus.set(c.status, [...(byStatus.get(c.status) ?? []), c.code]);
  const file = entry.call.envelope === 'file';
  const data = toJsonSchema(entry.call.data, 'output');
  const success = file ? data : successOf(field, data);
  const done = file ? 'สำเร็จ: ตัวไฟล์ (ไม่มี envelope) พร้อม `Content-Disposition: attachment`' : `สำเร็จ (\`${field}: 0\`)`;
  const refusedAt200 = byStatus.get(200);
  const responses: Record<string, unknown> = {
    '200': {
      description: refusedAt200 ? `${done} หรือถูกปฏิเสธตามกฎ: ${refusedAt200.map((c) => `\`${c}\``).join(', ')}` : done,
      headers: requestId,
      content: { 'application/json': { schema: refusedAt200 ? { anyOf: [success, refusalOf(field, refusedAt200)] } : success } },
    },
  };
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    if (status === 200) continue;
    responses[String(status)] = {
      description: list.map((code) => `\`${code}\` ${ERRORS[code].message}`).join('; '),
      headers: requestId,
      content: { 'application/json': { schema: refusalOf(field, list) } },
    };
  }
  // The gateway answers these itself when the upstream fails; the upstream's agent side is not behind it.
  if (entry.servedBy !== 'operator') {
    responses['502'] ??= ref('responses', 'UpstreamDown');
    responses['504'] ??= ref('responses', 'UpstreamTimeout');
  }
  return responses;
}

export function operationOf(entry: DocumentedCall): Record<string, unknown> {
  const { call } = entry;
  const codes = errorCodesOf(call).map(errorCodeEntry);
  const notes = [
    call.summary.th,
    `${ACCESS_TH[call.access]}. ${SERVED_BY_TH[entry.servedBy]}.`,
    ...(call.moneyMoving && call.onceBy === 'bank_reference'
      ? ['รายการที่เคลื่อนย้ายเงินครั้งเดียวต่อเลขอ้างอิงการโอนของธนาคาร (ไม่ใช้ `Idempotency-Key`): ส่งสลิปเดิมซ้ำได้สถานะของสลิปแรกคืน ผู้อื่นส่งซ้ำถูกปฏิเสธ']
      : call.moneyMoving
        ? ['รายการที่เคลื่อนย้ายเงิน: ส่ง `Idempotency-Key` ได้ คำขอซ้ำด้วยรหัสเดิมได้คำตอบแรกคืน']
        : []),
    ...(call.upload ? [`เนื้อคำขอคือตัวไฟล์ (${call.upload.types.map((t) => `\`${t}\``).join(', ')}) ไม่เกิน ${call.upload.maxBytes / 1024 / 1024} MB ไม่ใช่ JSON`] : []),
    ...(call.idempotent ? ['ใช้สิทธิ์ที่มีจำกัด: ส่ง `Idempotency-Key` ได้ คำขอซ้ำด้วยรหัสเดิมได้คำตอบแรกคืนและไม่ใช้สิทธิ์ซ้ำ'] : []),
    ...(call.envelope === 'status' ? ['คำตอบใช้ `status` แทน `error` ตามสเปก (`{ status: 0, data }`)'] : []),
    ...(call.envelope === 'file' ? ['คำตอบที่สำเร็จคือตัวไฟล์ JSON สำหรับดาวน์โหลด ส่วนการปฏิเสธยังเป็น envelope ตามปกติ'] : []),
    errorTable(codes),
  ];
  const operation: Record<string, unknown> = {
    operationId: entry.id,
    summary: call.summary.en,
    description: notes.join('\n\n'),
    tags: [entry.tag],
    security: SECURITY[call.access],
    parameters: parametersOf(call),
  };
  if (call.body) {
    const body = toJsonSchema(call.body, 'input');
    const required = Array.isArray(body.required) && body.required.length > 0;
    operation.requestBody = { required, content: { 'application/json': { schema: body } } };
  }
  if (call.upload) {
    const file = { type: 'string', format: 'binary', maxLength: call.upload.maxBytes };
    operation.requestBody = { required: true, content: Object.fromEntries(call.upload.types.map((type) => [type, { schema: file }])) };
  }
  operation.responses = responsesOf(entry, codes);
  operation['x-access'] = call.access;
  operation['x-served-by'] = entry.servedBy;
  operation['x-money-moving'] = call.moneyMoving === true;
  operation['x-idempotent'] = takesIdempotencyKey(call);
  if (call.onceBy) operation['x-once-by'] = call.onceBy;
  operation['x-error-codes'] = codes;
  if (entry.servedBy !== 'operator') operation['x-gateway-error-codes'] = GATEWAY_CODES.map(errorCodeEntry);
  return operation;
}
