/** Helpers for the tables tests: real shoes from the published shuffle, crafted hands, and the three signed reports. */
import { API } from '#shared/api/paths.js';
import type { TableReportResponse } from '#shared/api/provider-tables.js';
import { dealShoe, shoeCommitment, shoeOrder, type Hand } from '#shared/games/baccarat/index.js';
import { signedPost, type SignOptions } from './games.js';
import type { Reply, TestUpstream } from './upstream.js';

export const T = API.providerTables;

export interface RealShoe {
  shoe_id: string;
  server_seed: string;
  salt: string;
  commitment: string;
  hands: Hand[];
}

export function realShoe(shoeId: string, serverSeed = `seed-of-${shoeId}-0123456789`, salt = `salt-${shoeId}`): RealShoe {
  const order = shoeOrder(serverSeed, shoeId);
  return { shoe_id: shoeId, server_seed: serverSeed, salt, commitment: shoeCommitment(salt, order), hands: dealShoe(order) };
}

/** Naturals that decide the winner at once, without pairs (the pair hand has both). */
export const CRAFTED = {
  player: { player_cards: ['9S', 'TH'], banker_cards: ['TS', 'JD'] },
  banker: { player_cards: ['TS', 'JH'], banker_cards: ['9S', 'TD'] },
  tie: { player_cards: ['9S', 'TH'], banker_cards: ['9D', 'JC'] },
  playerBothPairs: { player_cards: ['9S', '9H'], banker_cards: ['TS', 'TD'] },
} as const;

export const cardsOfHand = (hand: Hand) => ({ player_cards: hand.playerCards, banker_cards: hand.bankerCards });

export function openShoe(up: TestUpstream, table: string, shoeId: string, commitment: string, options?: SignOptions): Promise<Reply<TableReportResponse>> {
  return signedPost(up, T.shoeOpen, { table_code: table, table_name: `บาคาร่า ${table}`, shoe_id: shoeId, commitment }, options);
}

export function reportHand(
  up: TestUpstream,
  table: string,
  shoeId: string,
  handNo: number,
  cards: { player_cards: readonly string[]; banker_cards: readonly string[] },
  options?: SignOptions,
): Promise<Reply<TableReportResponse>> {
  return signedPost(up, T.hand, { table_code: table, shoe_id: shoeId, hand_no: handNo, ...cards }, options);
}

export function reveal(up: TestUpstream, table: string, shoe: Pick<RealShoe, 'shoe_id' | 'server_seed' | 'salt'>): Promise<Reply<TableReportResponse & { verified: boolean }>> {
  return signedPost(up, T.shoeReveal, { table_code: table, shoe_id: shoe.shoe_id, server_seed: shoe.server_seed, salt: shoe.salt });
}

/** A second provider with a secret of its own, to sign as someone else. */
export async function addProvider(up: TestUpstream, code: string, secret: string): Promise<void> {
  await up.db
    .insertInto('game_providers')
    .values({ code, name: code, launch_url: 'https://other.invalid/play', secret, player_key: 'other-player-key' })
    .execute();
}
