/** `--name value` flags of a bench. */
export function intFlag(args: string[], name: string, fallback: number): number {
  const value = optionalIntFlag(args, name);
  return value ?? fallback;
}

export function optionalIntFlag(args: string[], name: string): number | undefined {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const value = Number(args[at + 1]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive integer`);
  return value;
}

export function choiceFlag<T extends string>(args: string[], name: string, choices: readonly T[], fallback: T): T {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = args[at + 1] as T;
  if (!choices.includes(value)) throw new Error(`--${name} must be one of ${choices.join(', ')}`);
  return value;
}

export const hasFlag = (args: string[], name: string): boolean => args.includes(`--${name}`);

export function stringFlag(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
  return value;
}
