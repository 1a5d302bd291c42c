/**
 * One slot session's play: the balance, the seeds' state, the spin in
 * progress and auto-play. A spin's answer carries its whole outcome (base
 * and every free spin, decided by the provider); the reels then land on the
 * base, then on each free spin in order, and only when the last one has
 * landed does the balance show the win and the site's header hear that money
 * moved (`huaydee:wallets`, our own origin only). A launch with a free-spin
 * credit (docs/decisions/0039) spins it first, at the credit's bet, counting
 * down with each answer; then play is for money as before.
 */
import { useEffect, useRef, useState } from 'react';
import { ErrorCode } from '#shared/errors.js';
import { SLOT_BETS_THB, type SlotOutcome, type SlotSession, type SlotSpinResponse } from '#shared/games/slot-api.js';
import { ApiError } from '#client/lib/api-client.js';
import { satangOf } from '#client/lib/money-text.js';
import { gridAt } from '../reel-window.js';
import { WALLETS_MESSAGE } from '#client/game-data/wallets-message.js';
import { useSpinSlot } from '../api/spin.js';
import type { ReelLanding } from './reels.js';

/** Spins one tap of auto-play runs; it stops sooner on any refusal or a tap on stop. */
export const AUTO_SPINS = 10;

export interface Round {
  answer: SlotSpinResponse;
  /** -1: the base spin is on the reels; k: free spin k */
  step: number;
}

export function useSlotPlay(session: SlotSession, reducedMotion: boolean) {
  const info = session.game;
  /** the bets the provider offers (the contract's list when it names none) */
  const bets: readonly number[] = info.bets.length > 0 ? info.bets : SLOT_BETS_THB;
  const spin = useSpinSlot(session.session);
  const [bet, setBet] = useState<number>(bets[0] ?? 1);
  const [balance, setBalance] = useState(satangOf(session.balance));
  const [fairness, setFairness] = useState(session.fairness);
  const [round, setRound] = useState<Round | null>(null);
  /** before the first spin the reels rest on every strip's first position */
  const [idleGrid] = useState(() => gridAt(info.base_strips, info.base_strips.map(() => 0)));
  const [landing, setLanding] = useState<ReelLanding | null>(null);
  /** the outcome on the reels once they have landed (its wins are lit) */
  const [landed, setLanded] = useState<SlotOutcome | null>(null);
  const [freeWon, setFreeWon] = useState(0);
  const [lastWin, setLastWin] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [autoLeft, setAutoLeft] = useState(0);
  /** the launch's free-spin credit as the provider last counted it */
  const [freeSpin, setFreeSpin] = useState(session.free_spin);
  const freeMode = freeSpin !== null && freeSpin.spins_left > 0;

  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);
  const later = (run: () => void, ms: number) => {
    timers.current.push(window.setTimeout(run, reducedMotion ? 0 : ms));
  };

  const start = () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    setLanded(null);
    const usingFree = freeMode;
    spin.mutate({ bet, freeSpin: usingFree }, {
      onSuccess: (answer) => {
        setFairness(answer.fairness);
        setFreeSpin(answer.free_spin);
        // Auto-play never runs on from the last free spin into spins that cost money.
        if (usingFree && !(answer.free_spin && answer.free_spin.spins_left > 0)) setAutoLeft(0);
        // The bet is taken; the win shows once the reels have shown it.
        setBalance(satangOf(answer.balance) - satangOf(answer.spin.total_win));
        setFreeWon(0);
        setRound({ answer, step: -1 });
        const { base } = answer.spin;
        setLanding((before) => ({
          key: `${answer.spin.round_id}:base`,
          grid: base.grid,
          stops: base.stops,
          strips: info.base_strips,
          from: before?.grid ?? idleGrid,
        }));
      },
      onError: (err) => {
        // The provider found the credit used up or expired: play goes on for money.
        if (usingFree && err instanceof ApiError && err.code === ErrorCode.FREE_SPIN_NOT_USABLE) {
          setFreeSpin((before) => before && { ...before, spins_left: 0 });
        }
        setError(err.message);
        setBusy(false);
        setAutoLeft(0);
      },
    });
  };

  const finish = (answer: SlotSpinResponse) => {
    setBalance(satangOf(answer.balance));
    setLastWin(answer.spin.total_win);
    setBusy(false);
    // Demo play is play money: the site's wallets did not move.
    if (session.mode === 'real') window.parent.postMessage({ type: WALLETS_MESSAGE }, window.location.origin);
  };

  const onLanded = (key: string) => {
    if (!round || key !== landing?.key) return;
    const { answer, step } = round;
    const frees = answer.spin.free_spins;
    const outcome = step < 0 ? answer.spin.base : frees[step];
    if (!outcome) return;
    setLanded(outcome);
    if (step >= 0) setFreeWon((won) => won + satangOf(outcome.win));
    const next = step + 1;
    const free = frees[next];
    if (!free) {
      finish(answer);
      return;
    }
    // The feature's announcement stays a moment longer than the pause between free spins.
    later(
      () => {
        setLanded(null);
        setRound({ answer, step: next });
        setLanding({ key: `${answer.spin.round_id}:fs${next}`, grid: free.grid, stops: free.stops, strips: info.free_strips, from: outcome.grid });
      },
      step < 0 ? 1600 : 900,
    );
  };

  // Auto-play: the next spin starts a moment after the last one has fully landed.
  const startNext = useRef(start);
  useEffect(() => {
    startNext.current = start;
  });
  useEffect(() => {
    if (busy || autoLeft === 0) return;
    const id = window.setTimeout(() => {
      setAutoLeft((left) => Math.max(left - 1, 0));
      startNext.current();
    }, reducedMotion ? 0 : 700);
    return () => window.clearTimeout(id);
  }, [busy, autoLeft, reducedMotion]);

  return {
    info,
    idleGrid,
    bets,
    bet,
    setBet,
    balance,
    fairness,
    setFairness,
    round,
    landing,
    landed,
    freeWon,
    lastWin,
    error,
    busy,
    autoLeft,
    freeSpin,
    freeMode,
    start,
    onLanded,
    startAuto: () => setAutoLeft(AUTO_SPINS),
    stopAuto: () => setAutoLeft(0),
  };
}
