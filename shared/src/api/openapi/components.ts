/**
 * What every operation of the document shares (docs/design.md §2): the envelopes, the
 * two bearer credentials, the idempotency and request-id headers, and the
 * gateway's own upstream failures. Operations point here by `$ref`.
 */
import { errorCodeName, ErrorCode, ERRORS } from '../../errors.js';
import { REFUSAL_DATA, refusalDataSchema } from '../../refusal-data.js';
import { REQUEST_ID_HEADER } from '../paths.js';
import { toJsonSchema, type JsonSchema } from './json-schema.js';

export const ref = (kind: 'schemas' | 'parameters' | 'headers' | 'responses' | 'securitySchemes', name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});

const codeList = (codes: readonly ErrorCode[]) => codes.map((code) => `\`${code}\` ${ERRORS[code].message}`).join('; ');

export const SECURITY_SCHEMES = {
  memberToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'โทเค็นของสมาชิก: `data.access_token` จาก `POST /api/login` หรือ `POST /api/register`. The member token; a missing, expired or revoked one is HTTP 401.',
  },
  agentKey: {
    type: 'http',
    scheme: 'bearer',
    description: 'รหัสเอเย่นต์ `AGENT_API_KEY`. The agent key of `/agent/*` (gateway) and `/operator/*` (upstream); without it set, the agent side is off (`4001`).',
  },
  providerSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Signature',
    description:
      'ลายเซ็นของผู้ให้บริการเกม. A game provider signs every `/provider/wallet/*` request: `X-Provider-Id` (its code), `X-Timestamp` (Unix milliseconds, within 5 minutes of the site clock) and `X-Signature` = lowercase hex HMAC-SHA256 with the provider secret over `<X-Timestamp>.<raw request body>`.',
  },
  gameSession: {
    type: 'http',
    scheme: 'bearer',
    description:
      'เซสชันเกมของผู้ให้บริการเกมในระบบ: `data.session` จาก `POST /games/api/session` (เปิดด้วยโทเค็นจากลิงก์เข้าเกม หรือโหมดทดลอง). The browser\'s game session; an unknown or expired one answers `3415`.',
  },
} as const;

export const PARAMETERS = {
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'ไม่บังคับ: คำขอซ้ำด้วยรหัสเดิมได้คำตอบแรกคืน ไม่ทำรายการซ้ำ. Optional; a repeat with the same key returns the first answer (refusals included), the same key on a different request answers `3003`.',
    schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,128}$' },
  },
  RequestId: {
    name: REQUEST_ID_HEADER,
    in: 'header',
    required: false,
    description: 'ไม่บังคับ: รหัสคำขอสำหรับติดตามใน log. Kept when plain (`[A-Za-z0-9_.:-]`, at most 128), else replaced; echoed on the answer and passed to the upstream.',
    schema: { type: 'string', maxLength: 128 },
  },
} as const;

export const HEADERS = {
  RequestId: { description: 'รหัสคำขอ (ของผู้เรียก หรือที่ gateway สร้าง)', schema: { type: 'string' } },
} as const;

/** Every refusal: a non-zero code and its Thai message, shown to the member as it is. */
const REFUSAL: JsonSchema = {
  type: 'object',
  properties: {
    error: { type: 'integer', description: 'non-zero: the rule broken (see `x-error-codes`)' },
    message: { type: 'string', description: 'ภาษาไทย แสดงให้สมาชิกได้ทันที' },
    data: { description: 'by code: `fields` for a validation refusal (`1001`), the figures of the codes listed with a data schema (`<NAME>Data`), else absent' },
  },
  required: ['error', 'message'],
};

/** The component a code's refusal data is documented as: `FieldErrors` for VALIDATION, `<NAME>Data` for the others. */
const refusalDataName = (code: ErrorCode) => (code === ErrorCode.VALIDATION ? 'FieldErrors' : `${errorCodeName(code) ?? code}Data`);

/** Each code's refusal data (shared/src/refusal-data.ts), beside the envelopes. */
const REFUSAL_DATA_SCHEMAS = Object.fromEntries(
  Object.keys(REFUSAL_DATA)
    .map(Number)
    .filter((code) => code !== ErrorCode.VALIDATION)
    .map((code) => [
      refusalDataName(code as ErrorCode),
      { ...toJsonSchema(refusalDataSchema(code)!, 'output'), description: `\`data\` ของการปฏิเสธ \`${code}\` (${ERRORS[code as ErrorCode].message}); may be left out.` },
    ]),
);

export const SCHEMAS = {
  ...REFUSAL_DATA_SCHEMAS,
  Envelope: {
    type: 'object',
    description: 'Every answer and every socket ack: `error: 0` is success, with `data`.',
    properties: { error: { type: 'integer' }, message: { type: 'string' }, data: {} },
    required: ['error'],
  },
  StatusEnvelope: {
    type: 'object',
    description: 'The lotto lobby alone answers `status` in place of `error` (docs/product.md §3).',
    properties: { status: { type: 'integer' }, message: { type: 'string' }, data: {} },
    required: ['status'],
  },
  Refusal: REFUSAL,
  FieldErrors: {
    type: 'object',
    description: 'ชื่อช่อง → ข้อความภาษาไทย ของคำขอที่ไม่ผ่านการตรวจ (`1001`). Field name → Thai message.',
    properties: { fields: { type: 'object', additionalProperties: { type: 'string' } } },
    required: ['fields'],
  },
} as const;

const UPSTREAM_CODES = [ErrorCode.UPSTREAM_DOWN, ErrorCode.UPSTREAM_TIMEOUT] as const;

/** What the gateway answers itself for a call it passes on, when the upstream does not answer in time. */
export const RESPONSES = {
  UpstreamDown: {
    description: `gateway: ${codeList([ErrorCode.UPSTREAM_DOWN])} (also a \`strict\` contract check of an answer off its schema)`,
    headers: { [REQUEST_ID_HEADER]: ref('headers', 'RequestId') },
    content: { 'application/json': { schema: refusalOf('error', [ErrorCode.UPSTREAM_DOWN]) } },
  },
  UpstreamTimeout: {
    description: `gateway: ${codeList([ErrorCode.UPSTREAM_TIMEOUT])}`,
    headers: { [REQUEST_ID_HEADER]: ref('headers', 'RequestId') },
    content: { 'application/json': { schema: refusalOf('error', [ErrorCode.UPSTREAM_TIMEOUT]) } },
  },
} as const;

export const GATEWAY_CODES: readonly ErrorCode[] = UPSTREAM_CODES;

function refusalShape(field: 'error' | 'status', code: JsonSchema, data?: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: {
      [field]: code,
      message: { type: 'string', description: 'ภาษาไทย แสดงให้สมาชิกได้ทันที' },
      ...(data ? { data } : {}),
    },
    required: [field, 'message'],
  };
}

/**
 * A refusal limited to `codes`, under the envelope's code field (`error`, or
 * `status` for the lobby): one shape per code that carries data (its schema),
 * one for the codes that carry none.
 */
export function refusalOf(field: 'error' | 'status', codes: readonly ErrorCode[]): JsonSchema {
  const plain = codes.filter((code) => !refusalDataSchema(code));
  const variants = codes.filter((code) => refusalDataSchema(code)).map((code) => refusalShape(field, { const: code }, ref('schemas', refusalDataName(code))));
  if (plain.length) variants.unshift(refusalShape(field, { type: 'integer', enum: plain }));
  return variants.length === 1 ? variants[0]! : { anyOf: variants };
}

/** A success: code 0 and the call's `data`. */
export function successOf(field: 'error' | 'status', data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: { [field]: { const: 0 }, message: { type: 'string' }, data },
    required: [field, 'data'],
  };
}
