import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../errors.js';
import { GAME_CALLS } from '../../games/game-calls.js';
import { LIVE_TOPICS } from '../../live/topics.js';
import { consoleCalls } from '../agent-console.js';
import { errorCodesOf, takesIdempotencyKey, type Call } from '../call.js';
import { PLANNED_CALLS } from '../planned.js';
import { CALL_LIST } from '../registry.js';
import { buildOpenApiDocument } from './document.js';
import { openApiPath } from './operation.js';

type Json = Record<string, unknown>;

const doc = buildOpenApiDocument({ version: '1.2.3' });
const paths = doc.paths as Record<string, Record<string, Json>>;
const components = doc.components as Record<string, Record<string, Json>>;

const every: { id: string; call: Call }[] = [
  ...CALL_LIST.map(({ id, call }) => ({ id, call })),
  ...Object.entries(consoleCalls as Record<string, Call>).map(([name, call]) => ({ id: `agent-console.${name}`, call })),
  ...Object.entries(GAME_CALLS as Record<string, Call>).map(([name, call]) => ({ id: `games-provider.${name}`, call })),
];

function operationOf(call: Call): Json {
  const operation = paths[openApiPath(call.path)]?.[call.method.toLowerCase()];
  if (!operation) throw new Error(`no operation for ${call.method} ${call.path}`);
  return operation;
}

/** Follows a local `$ref` (`#/components/...`); anything else is returned as it is. */
function resolve(node: unknown): Json {
  const target = (node as Json | undefined)?.$ref;
  if (typeof target !== 'string') return node as Json;
  let at: unknown = doc;
  for (const part of target.slice(2).split('/')) at = (at as Json | undefined)?.[part];
  if (at === undefined) throw new Error(`unresolved ${target}`);
  return at as Json;
}

const parametersOf = (operation: Json) => (operation.parameters as unknown[]).map(resolve);

describe('the OpenAPI document', () => {
  it('has one operation per registry call, per agent-console call and per call of the built-in provider, named by its id', () => {
    expect(every.length).toBeGreaterThan(0);
    for (const { id, call } of every) expect(operationOf(call).operationId, `${call.method} ${call.path}`).toBe(id);
    const count = Object.values(paths).reduce((n, item) => n + Object.keys(item).filter((k) => k !== 'servers').length, 0);
    expect(count).toBe(every.length);
  });

  it('asks member calls for the member token, agent calls for the agent key', () => {
    for (const { call } of every) {
      const security = operationOf(call).security;
      if (call.access === 'member') expect(security, call.path).toEqual([{ memberToken: [] }]);
      if (call.access === 'agent') expect(security, call.path).toEqual([{ agentKey: [] }]);
      if (call.access === 'visitor') expect(security, call.path).toContainEqual({});
      if (call.access === 'provider') expect(security, call.path).toEqual([{ providerSignature: [] }]);
      if (call.access === 'game_session') expect(security, call.path).toEqual([{ gameSession: [] }]);
    }
  });

  it("documents the built-in provider's game API: every call the game pages make, served by the provider", () => {
    const games = every.filter(({ call }) => call.path.startsWith('/games/api/'));
    expect(games.map(({ call }) => `${call.method} ${call.path}`).sort()).toEqual(
      [
        'POST /games/api/session',
        'POST /games/api/spin',
        'POST /games/api/seed/rotate',
        'POST /games/api/history',
        'POST /games/api/slots/strips',
        'GET /games/api/slots/:code/strips.json',
        'POST /games/api/fishing/info',
        'POST /games/api/fishing/shot',
        'POST /games/api/fishing/shots',
        'POST /games/api/football/matches',
        'POST /games/api/football/bet',
        'POST /games/api/football/my-bets',
        'POST /games/api/baccarat/tables',
        'POST /games/api/baccarat/table',
        'POST /games/api/baccarat/bet',
      ].sort(),
    );
    for (const { call } of games) {
      const operation = operationOf(call);
      expect(operation['x-served-by'], call.path).toBe('games');
      expect(operation.tags, call.path).toEqual(['games-provider']);
    }
    const spin = operationOf(GAME_CALLS.spin);
    expect((spin['x-error-codes'] as { code: number }[]).map((c) => c.code)).toEqual(expect.arrayContaining([3415, 3001]));
    // The download answers the table itself, not an envelope; a refusal is still one.
    const file = resolve((operationOf(GAME_CALLS.slotStripsFile).responses as Json)['200']) as Json;
    const [table, refusal] = (((file.content as Json)['application/json'] as Json).schema as { anyOf: Json[] }).anyOf;
    expect(Object.keys(table!.properties as Json)).toEqual(expect.arrayContaining(['base_strips', 'line_pays']));
    expect(table!.properties).not.toHaveProperty('error');
    for (const shape of (refusal!.anyOf as Json[] | undefined) ?? [refusal!]) expect(shape.properties).toHaveProperty('error');
  });

  it("documents each refusal's data by its code: the shot's next time, a validation's fields", () => {
    const shoot = CALL_LIST.find(({ call }) => call.path === '/api/lotto/yeekee/shoot')!.call;
    const answer = (((operationOf(shoot).responses as Json)['200'] as Json).content as Json)['application/json'] as Json;
    const [, refusals] = ((answer.schema as Json).anyOf as Json[]) as [Json, Json];
    const shapes = refusals.anyOf as Json[];
    const byCode = (code: number) => shapes.find((shape) => ((shape.properties as Json).error as Json).const === code)!;
    expect(resolve((byCode(3106).properties as Json).data)).toMatchObject({ properties: { next_shot_at: { type: 'string' } }, required: ['next_shot_at'] });
    expect(resolve((byCode(1001).properties as Json).data)).toMatchObject({ properties: { fields: { type: 'object' } } });
    // The codes that carry no data share one shape, without `data`.
    const plain = shapes.find((shape) => Array.isArray(((shape.properties as Json).error as Json).enum))!;
    expect(((plain.properties as Json).error as Json).enum).toEqual(expect.arrayContaining([3101, 3102]));
    expect(plain.properties).not.toHaveProperty('data');
    expect(components.schemas).toHaveProperty('SELF_EXCLUDEDData');
  });

  it('documents every provider wallet call, the credit batch with its per-line results and its gateway-only members', () => {
    const provider = CALL_LIST.filter(({ call }) => call.path.startsWith('/provider/wallet/')).map(({ call }) => call.path);
    expect(provider.sort()).toEqual(
      ['authenticate', 'balance', 'credit', 'credit_batch', 'debit', 'rollback'].map((name) => `/provider/wallet/${name}`),
    );
    const batch = CALL_LIST.find(({ id }) => id === 'providerWallet.creditBatch')!.call;
    const success = ((operationOf(batch).responses as Json)['200'] as Json).content as Json;
    const data = (((success['application/json'] as Json).schema as Json).anyOf as Json[])[0]!.properties as Json;
    const answer = (data.data as Json).properties as Json;
    expect(Object.keys(answer)).toEqual(['results', 'members']);
    expect((data.data as Json).required).toEqual(['results']);
  });

  it('offers the Idempotency-Key header on exactly the calls that move money, and x-request-id on all', () => {
    for (const { call } of every) {
      const names = parametersOf(operationOf(call)).map((p) => `${String(p.in)}:${String(p.name)}`);
      expect(names.includes('header:Idempotency-Key'), call.path).toBe(takesIdempotencyKey(call));
      expect(names, call.path).toContain('header:x-request-id');
    }
  });

  it("lists each call's error codes with their Thai messages and HTTP statuses", () => {
    for (const { call } of every) {
      const operation = operationOf(call);
      const codes = errorCodesOf(call);
      expect(operation['x-error-codes'], call.path).toEqual(codes.map((code) => expect.objectContaining({ code, message: ERRORS[code].message, status: ERRORS[code].status })));
      const responses = operation.responses as Json;
      for (const code of codes) {
        expect(operation.description, `${call.path} ${code}`).toContain(ERRORS[code].message);
        expect(responses, `${call.path} ${code}`).toHaveProperty(String(ERRORS[code].status));
      }
    }
  });

  it('documents query fields one by one, ids and pages as integers, and the success envelope', () => {
    for (const { call } of every) {
      const operation = operationOf(call);
      const query = parametersOf(operation).filter((p) => p.in === 'query');
      const shape = (call.query as { shape?: Record<string, unknown> } | undefined)?.shape;
      if (shape) expect(query.map((p) => p.name), call.path).toEqual(Object.keys(shape));
      // zQueryInt takes digits on the wire: never "a number or a string" to a reader.
      for (const p of query) expect((p.schema as Json).anyOf, `${call.path} ${String(p.name)}`).toBeUndefined();
      const success = resolve((operation.responses as Json)['200']) as { content: Record<string, { schema: Json }> };
      const schema = success.content['application/json']!.schema;
      if (call.envelope === 'file') continue;
      const envelope = (schema.anyOf as Json[] | undefined)?.[0] ?? schema;
      const field = call.envelope === 'status' ? 'status' : 'error';
      expect(envelope.properties, call.path).toMatchObject({ [field]: { const: 0 }, data: expect.anything() });
    }
    const page = parametersOf(operationOf(CALL_LIST.find((e) => e.id === 'member.statement')!.call)).find((p) => p.name === 'page');
    expect(page?.schema).toMatchObject({ type: 'integer', minimum: 1, default: 1 });
  });

  it('marks who serves each call and where the upstream-only calls live', () => {
    for (const { call } of every) {
      const servedBy = operationOf(call)['x-served-by'];
      if (call.path.startsWith('/agent/')) expect(servedBy).toBe('gateway');
      else if (call.path.startsWith('/games/api/')) expect(servedBy).toBe('games');
      else if (call.path.startsWith('/operator/')) {
        expect(servedBy).toBe('operator');
        expect(paths[openApiPath(call.path)]!.servers, call.path).toBeDefined();
      } else expect(servedBy).toBe('upstream');
    }
  });

  it('lists the planned calls, none of them already built', () => {
    expect(doc['x-planned-calls']).toHaveLength(PLANNED_CALLS.length);
    const built = new Set(every.map(({ call }) => `${call.method} ${call.path}`));
    expect(PLANNED_CALLS.filter((p) => built.has(`${p.method} ${p.path}`))).toEqual([]);
    console.info(`[openapi] ${every.length} calls documented, ${PLANNED_CALLS.length} planned`);
  });

  it('carries the socket part: every declared topic with its snapshot and event schemas', () => {
    const socket = doc['x-socket'] as { namespace: string; topics: Json[]; client_events: Json; server_events: Json[] };
    expect(socket.namespace).toBe('/live');
    expect(socket.topics.map((t) => t.topic)).toEqual(LIVE_TOPICS.map((t) => t.topic));
    for (const topic of socket.topics) {
      expect((topic.snapshot as Json).type, String(topic.topic)).toBe('object');
      for (const event of topic.events as Json[]) expect(event.schema, String(event.name)).toHaveProperty('type');
    }
    expect(Object.keys(socket.client_events)).toEqual(['subscribe', 'unsubscribe']);
    expect(socket.server_events.map((e) => e.name)).toEqual(['time']);
    expect((doc.info as Json).description).toContain('`yeekee:<round_id>`');
  });

  it('is plain JSON and holds to the structure of OpenAPI 3.1', () => {
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
    expect(JSON.stringify(doc)).not.toContain('"$schema"');
    expect(structuralProblems(doc)).toEqual([]);
  });
});

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const PATH_ITEM_KEYS = new Set([...METHODS, 'summary', 'description', 'servers', 'parameters', '$ref']);
const PARAMETER_IN = new Set(['query', 'header', 'path', 'cookie']);
const STATUS_KEY = /^([1-5]\d\d|[1-5]XX|default)$/;

/**
 * The parts of the OpenAPI 3.1 specification a reader's tool trips over, checked
 * without a validator package: required fields, unique operation ids, path
 * templates matched by required path parameters, statuses, security names,
 * tags, servers and every local `$ref`.
 */
function structuralProblems(document: Json): string[] {
  const problems: string[] = [];
  if (!/^3\.1\.\d+$/.test(String(document.openapi))) problems.push('openapi is not 3.1.x');
  const info = document.info as Json | undefined;
  if (typeof info?.title !== 'string' || typeof info.version !== 'string') problems.push('info needs title and version');
  const schemes = new Set(Object.keys(components.securitySchemes ?? {}));
  const tags = new Set((document.tags as Json[]).map((t) => t.name));
  const ids = new Set<string>();
  checkServers(document.servers, 'root', problems);
  for (const [path, item] of Object.entries(paths)) {
    if (!path.startsWith('/')) problems.push(`${path}: does not start with /`);
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    checkServers(item.servers, path, problems);
    for (const [key, operation] of Object.entries(item)) {
      if (!PATH_ITEM_KEYS.has(key)) problems.push(`${path}: unknown key ${key}`);
      if (!METHODS.has(key)) continue;
      const where = `${key.toUpperCase()} ${path}`;
      const id = String(operation.operationId);
      if (ids.has(id)) problems.push(`${where}: operationId ${id} repeats`);
      ids.add(id);
      const seen = new Set<string>();
      for (const parameter of parametersOf(operation)) {
        const name = `${String(parameter.in)}:${String(parameter.name)}`;
        if (typeof parameter.name !== 'string' || !PARAMETER_IN.has(String(parameter.in))) problems.push(`${where}: bad parameter ${name}`);
        if (!parameter.schema && !parameter.content) problems.push(`${where}: ${name} has neither schema nor content`);
        if (seen.has(name)) problems.push(`${where}: ${name} twice`);
        seen.add(name);
        if (parameter.in === 'path' && (parameter.required !== true || !templated.includes(String(parameter.name)))) problems.push(`${where}: path parameter ${name}`);
      }
      for (const name of templated) if (!seen.has(`path:${name}`)) problems.push(`${where}: {${name}} has no parameter`);
      const body = operation.requestBody as Json | undefined;
      if (body && typeof body.content !== 'object') problems.push(`${where}: requestBody without content`);
      const responses = Object.entries(operation.responses as Json);
      if (responses.length === 0) problems.push(`${where}: no responses`);
      for (const [status, response] of responses) {
        if (!STATUS_KEY.test(status)) problems.push(`${where}: response key ${status}`);
        if (typeof resolve(response).description !== 'string') problems.push(`${where}: response ${status} without description`);
      }
      for (const requirement of operation.security as Json[]) {
        for (const name of Object.keys(requirement)) if (!schemes.has(name)) problems.push(`${where}: unknown security ${name}`);
      }
      for (const tag of operation.tags as string[]) if (!tags.has(tag)) problems.push(`${where}: undeclared tag ${tag}`);
    }
  }
  walkRefs(document, problems);
  return problems;
}

function checkServers(servers: unknown, where: string, problems: string[]): void {
  if (servers === undefined) return;
  for (const server of servers as Json[]) {
    if (typeof server.url !== 'string') problems.push(`${where}: server without url`);
    const variables = (server.variables ?? {}) as Record<string, Json>;
    for (const [, name] of String(server.url).matchAll(/\{([^}]+)\}/g)) {
      if (typeof variables[name!]?.default !== 'string') problems.push(`${where}: server variable ${name} without default`);
    }
  }
}

function walkRefs(node: unknown, problems: string[]): void {
  if (Array.isArray(node)) return node.forEach((child) => walkRefs(child, problems));
  if (node === null || typeof node !== 'object') return;
  const target = (node as Json).$ref;
  if (typeof target === 'string') {
    try {
      if (!target.startsWith('#/')) throw new Error(`non-local ${target}`);
      resolve(node);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  for (const child of Object.values(node)) walkRefs(child, problems);
}
