/**
 * One member at the fishing game: the chosen cannon bet, the balance, and
 * one shot at a time (a tap while a shot is in flight is ignored: no
 * auto-fire). Each answer marks the fish shot, moves the balance and the
 * seed pair's nonce; a refusal shows its Thai message and moves nothing.
 * The site's header hears that money moved after a real shot, as after a spin.
 */
import { useState } from 'react';
import type { FishingShotResponse, FishSpeciesInfo } from '#shared/games/fishing-api.js';
import type { LiveGameSession, SlotFairness } from '#shared/games/slot-api.js';
import { WALLETS_MESSAGE } from '#client/game-data/wallets-message.js';
import { useFishingShot } from '../api/fishing-shot.js';
import type { ShotMark } from './fish-scene.js';

export function useFishingPlay(session: LiveGameSession) {
  const shot = useFishingShot(session.session);
  const [bet, setBet] = useState<number | null>(null);
  const [balance, setBalance] = useState(session.balance);
  const [fairness, setFairness] = useState<SlotFairness>(session.fairness);
  const [mark, setMark] = useState<ShotMark | null>(null);
  const [last, setLast] = useState<{ shot: FishingShotResponse; name: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const shoot = (fish: FishSpeciesInfo, chosenBet: number) => {
    if (shot.isPending) return;
    setRefusal(null);
    shot.mutate(
      { fish: fish.code, bet: chosenBet },
      {
        onSuccess: (answer) => {
          setBalance(answer.balance);
          setFairness({ server_seed_hash: answer.server_seed_hash, client_seed: answer.client_seed, nonce: answer.nonce + 1 });
          setMark({ fish: answer.fish, caught: answer.caught, win: answer.win, key: answer.round_id });
          setLast({ shot: answer, name: fish.name });
          // Demo play is play money: the site's wallets did not move.
          if (session.mode === 'real') window.parent.postMessage({ type: WALLETS_MESSAGE }, window.location.origin);
        },
        onError: (error) => setRefusal(error.message),
      },
    );
  };

  return { bet, setBet, balance, fairness, setFairness, mark, last, refusal, shooting: shot.isPending, shoot } as const;
}
