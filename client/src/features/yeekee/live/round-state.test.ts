import { describe, expect, it } from 'vitest';
import { shotsBetween, snapshotOf, sumOf, yeekeeRound } from '../test-support/fixtures.js';
import { applyShots, fromSnapshot, KEPT_SHOTS, withRoundEvent, withSnapshot } from './round-state.js';

const round = yeekeeRound();

describe('applyShots', () => {
  it('appends the run that continues last_seq, in seq order, and adds it to the sum', () => {
    const state = fromSnapshot(snapshotOf(round, shotsBetween(1, 3)));
    const [s4, s5, s6] = shotsBetween(4, 6);
    const { state: next, held } = applyShots(state, [s6!, s4!, s5!]);
    expect(next.shots.map((s) => s.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(next.round.last_seq).toBe(6);
    expect(next.round.sum).toBe(sumOf(shotsBetween(1, 6)));
    expect(held).toEqual([]);
  });

  it('drops shots it already has and holds those after a hole', () => {
    const state = fromSnapshot(snapshotOf(round, shotsBetween(1, 3)));
    const incoming = [...shotsBetween(2, 4), ...shotsBetween(7, 8), ...shotsBetween(7, 7)];
    const { state: next, held } = applyShots(state, incoming);
    expect(next.round.last_seq).toBe(4);
    expect(held.map((s) => s.seq)).toEqual([7, 8]);
  });

  it('returns the same state when nothing continues it', () => {
    const state = fromSnapshot(snapshotOf(round, shotsBetween(1, 3)));
    expect(applyShots(state, shotsBetween(5, 6)).state).toBe(state);
  });

  it('keeps only the newest shots', () => {
    const state = fromSnapshot(snapshotOf(round, []));
    const { state: next } = applyShots(state, shotsBetween(1, KEPT_SHOTS + 30));
    expect(next.shots).toHaveLength(KEPT_SHOTS);
    expect(next.shots[0]!.seq).toBe(31);
    expect(next.round.sum).toBe(sumOf(shotsBetween(1, KEPT_SHOTS + 30)));
  });

  it('keeps the sum exact beyond 2^53', () => {
    const state = fromSnapshot({ ...snapshotOf(round, []), round: { ...snapshotOf(round, []).round, sum: '9007199254740993' } });
    const { state: next } = applyShots(state, [{ ...shotsBetween(1, 1)[0]!, number: '00007' }]);
    expect(next.round.sum).toBe('9007199254741000');
  });
});

describe('round events and snapshots', () => {
  it('a round event changes status and watchers, never our shot count or sum', () => {
    const state = fromSnapshot(snapshotOf(round, shotsBetween(1, 5)));
    const next = withRoundEvent(state, { ...snapshotOf({ ...round, status: 'closed' }, shotsBetween(1, 9), 80).round });
    expect(next.round.status).toBe('closed');
    expect(next.round.watchers).toBe(80);
    expect(next.round.last_seq).toBe(5);
    expect(next.round.sum).toBe(sumOf(shotsBetween(1, 5)));
  });

  it('a snapshot older than what we hold does not take us back', () => {
    const state = fromSnapshot(snapshotOf(round, shotsBetween(1, 10)));
    const older = snapshotOf(round, shotsBetween(1, 8), 12);
    const next = withSnapshot(state, older);
    expect(next.round.last_seq).toBe(10);
    expect(next.round.watchers).toBe(12);
    expect(withSnapshot(state, snapshotOf(round, shotsBetween(1, 12))).round.last_seq).toBe(12);
  });
});
