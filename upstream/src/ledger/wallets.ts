import type { Database } from 'better-sqlite3';
import type { Wallet, WalletsResponse } from '@shared/api/member.js';
import { WalletType } from '@shared/constants.js';
import { satangToThb } from '@shared/money.js';
import { stmt } from '../db/statements.js';
import { freeSpinsOf } from './free-spins.js';

export const WALLET_NAMES: Record<WalletType, string> = {
  [WalletType.MAIN]: 'กระเป๋าหลัก',
  [WalletType.BONUS]: 'กระเป๋าโบนัส',
};

/** A new member's empty main and bonus wallets and points balance (no money moves). */
export function openWallets(db: Database, memberId: number): void {
  const insert = db.prepare('INSERT INTO wallets (member_id, type, name, balance) VALUES (?, ?, ?, 0)');
  insert.run(memberId, WalletType.MAIN, WALLET_NAMES[WalletType.MAIN]);
  insert.run(memberId, WalletType.BONUS, WALLET_NAMES[WalletType.BONUS]);
  db.prepare('INSERT INTO member_points (member_id, balance) VALUES (?, 0)').run(memberId);
}

export function walletIdOf(db: Database, memberId: number, type: WalletType): number {
  const id = db.prepare('SELECT id FROM wallets WHERE member_id = ? AND type = ?').pluck().get(memberId, type) as
    | number
    | undefined;
  if (id === undefined) throw new Error(`member ${memberId} has no wallet of type ${type}`);
  return id;
}

export function pointsOf(db: Database, memberId: number): number {
  return (stmt(db, 'SELECT balance FROM member_points WHERE member_id = ?').pluck().get(memberId) as number | undefined) ?? 0;
}

/** The `wallets` shape of the API and the socket topic, in THB, with the member's points and free spins. */
export function walletsOf(db: Database, memberId: number): WalletsResponse {
  const rows = stmt(db, 'SELECT id, name, balance, type FROM wallets WHERE member_id = ? ORDER BY type').all(memberId) as {
    id: number;
    name: string;
    balance: number;
    type: WalletType;
  }[];
  const wallets: Wallet[] = rows.map((row) => ({
    id: row.id,
    wallet_name: row.name,
    balance: satangToThb(row.balance),
    wallet_type_id: row.type,
  }));
  const total = rows.reduce((sum, row) => sum + row.balance, 0);
  return { wallets, total: satangToThb(total), points: pointsOf(db, memberId), free_spins: freeSpinsOf(db, memberId) };
}
