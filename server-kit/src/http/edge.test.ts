import { describe, expect, it } from 'vitest';
import { allowHeader, MAX_JSON_DEPTH, nestsDeeperThan } from './edge.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('nestsDeeperThan', () => {
  it('counts objects and arrays inside each other, up to the limit', () => {
    expect(nestsDeeperThan(bytes('{"a":[{"b":[1]}]}'), 4)).toBe(false);
    expect(nestsDeeperThan(bytes('{"a":[{"b":[1]}]}'), 3)).toBe(true);
    expect(nestsDeeperThan(bytes(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`))).toBe(false);
    expect(nestsDeeperThan(bytes('['.repeat(MAX_JSON_DEPTH + 1)))).toBe(true);
  });

  it('measures depth, not the number of siblings', () => {
    expect(nestsDeeperThan(bytes(JSON.stringify({ items: Array.from({ length: 500 }, () => ({ a: [1] })) })), 4)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes and Thai text included', () => {
    expect(nestsDeeperThan(bytes(JSON.stringify({ a: '[[[[{{{{', b: 'say \\"[[[[" ก[[[[' })), 1)).toBe(false);
    expect(nestsDeeperThan(bytes('{"a":"\\"","b":[[1]]}'), 2)).toBe(true);
  });
});

describe('allowHeader', () => {
  it('adds HEAD to GET and always OPTIONS', () => {
    expect(allowHeader(['GET'])).toBe('GET, HEAD, OPTIONS');
    expect(allowHeader(['POST'])).toBe('POST, OPTIONS');
    expect(allowHeader(['GET', 'POST'])).toBe('GET, HEAD, POST, OPTIONS');
  });
});
