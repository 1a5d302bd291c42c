import { describe, expect, it } from 'vitest';
import { doubles, nineteenDoors, reverseTwo, runBack, runFront, sixPermutations, triples, winDigits } from './bet-helpers.js';

describe('sixPermutations (6 กลับ)', () => {
  it.each([
    ['123', ['123', '132', '213', '231', '312', '321']],
    ['907', ['907', '970', '097', '079', '790', '709']],
    ['112', ['112', '121', '211']],
    ['121', ['121', '112', '211']],
    ['555', ['555']],
    ['000', ['000']],
    ['12', []],
    ['1234', []],
    ['12a', []],
    ['', []],
  ])('%s → %j', (number, expected) => {
    expect(sixPermutations(number)).toEqual(expected);
  });

  it('never repeats a number and keeps every result 3 digits', () => {
    for (let n = 0; n < 1000; n++) {
      const number = String(n).padStart(3, '0');
      const perms = sixPermutations(number);
      expect(new Set(perms).size).toBe(perms.length);
      expect(perms[0]).toBe(number);
      for (const perm of perms) expect([...perm].sort().join('')).toBe([...number].sort().join(''));
      expect(perms.length).toBe({ 3: 6, 2: 3, 1: 1 }[new Set(number).size]);
    }
  });
});

describe('reverseTwo (กลับ 2 ตัว)', () => {
  it.each([
    ['12', ['12', '21']],
    ['09', ['09', '90']],
    ['90', ['90', '09']],
    ['11', ['11']],
    ['1', []],
    ['123', []],
    ['x1', []],
  ])('%s → %j', (number, expected) => {
    expect(reverseTwo(number)).toEqual(expected);
  });
});

describe('nineteenDoors (19 ประตู)', () => {
  it.each([
    ['0', ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '20', '30', '40', '50', '60', '70', '80', '90']],
    ['5', ['05', '15', '25', '35', '45', '50', '51', '52', '53', '54', '55', '56', '57', '58', '59', '65', '75', '85', '95']],
    ['9', ['09', '19', '29', '39', '49', '59', '69', '79', '89', '90', '91', '92', '93', '94', '95', '96', '97', '98', '99']],
  ])('%s → 19 numbers, each holding the digit', (digit, expected) => {
    const doors = nineteenDoors(digit);
    expect(doors).toEqual(expected);
    expect(doors).toHaveLength(19);
    for (const door of doors) expect(door).toContain(digit);
  });

  it.each([[''], ['12'], ['a']])('%j → nothing', (digit) => {
    expect(nineteenDoors(digit)).toEqual([]);
  });
});

describe('runFront / runBack (รูดหน้า / รูดหลัง)', () => {
  it.each([
    ['3', runFront, ['30', '31', '32', '33', '34', '35', '36', '37', '38', '39']],
    ['0', runFront, ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09']],
    ['3', runBack, ['03', '13', '23', '33', '43', '53', '63', '73', '83', '93']],
    ['9', runBack, ['09', '19', '29', '39', '49', '59', '69', '79', '89', '99']],
    ['', runFront, []],
    ['33', runBack, []],
  ])('%s with %o → %j', (digit, helper, expected) => {
    expect(helper(digit)).toEqual(expected);
  });
});

describe('doubles and triples (เลขเบิ้ล / เลขตอง)', () => {
  it('doubles are 00, 11 ... 99', () => {
    expect(doubles()).toEqual(['00', '11', '22', '33', '44', '55', '66', '77', '88', '99']);
  });
  it('triples are 000 to 999 in steps of 111', () => {
    expect(triples()).toEqual(Array.from({ length: 10 }, (_, i) => String(i * 111).padStart(3, '0')));
  });
});

describe('winDigits (วิน)', () => {
  it.each([
    ['123', 2, {}, ['12', '13', '21', '23', '31', '32']],
    ['123', 2, { includeDoubles: true }, ['11', '12', '13', '21', '22', '23', '31', '32', '33']],
    [['3', '1', '2'], 2, {}, ['12', '13', '21', '23', '31', '32']],
    ['1123', 2, {}, ['12', '13', '21', '23', '31', '32']],
    ['1 2,3', 2, {}, ['12', '13', '21', '23', '31', '32']],
    ['123', 3, {}, ['123', '132', '213', '231', '312', '321']],
    ['12', 3, {}, []],
    ['12', 3, { includeDoubles: true }, ['111', '112', '121', '122', '211', '212', '221', '222']],
    ['7', 2, {}, []],
    ['7', 2, { includeDoubles: true }, ['77']],
    ['', 2, { includeDoubles: true }, []],
  ] as const)('%j size %i %j → %j', (digits, size, options, expected) => {
    expect(winDigits(digits, size, options)).toEqual(expected);
  });

  it('counts: n digits give n·(n−1) two-digit and n·(n−1)·(n−2) three-digit numbers', () => {
    for (let n = 1; n <= 10; n++) {
      const digits = '0123456789'.slice(0, n);
      expect(winDigits(digits, 2)).toHaveLength(n * (n - 1));
      expect(winDigits(digits, 3)).toHaveLength(n * (n - 1) * (n - 2));
      expect(winDigits(digits, 2, { includeDoubles: true })).toHaveLength(n * n);
      expect(winDigits(digits, 3, { includeDoubles: true })).toHaveLength(n * n * n);
    }
  });
});
