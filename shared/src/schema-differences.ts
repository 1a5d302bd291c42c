import type { z } from 'zod';

/**
 * How `data` differs from `schema`, as `data.items[0].amount: …` lines (the
 * first `limit`); empty when it holds. What the gateway logs and the
 * conformance kit reports of an answer off the contract.
 */
export function schemaDifferences(schema: z.ZodType, data: unknown, limit = 3): string[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.slice(0, limit).map((issue) => `data${issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('')}: ${issue.message}`);
}
