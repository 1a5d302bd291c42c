import type { Wallet, WalletsResponse } from '#shared/api/member.js';
import { WalletType } from '#shared/constants.js';
import { satangToThb } from '#shared/money.js';
import type { Db } from '../db/transaction.js';

export const WALLET_NAMES: Record<WalletType, string> = {
  [WalletType.MAIN]: 'กระเป๋าหลัก',
  [WalletType.BONUS]: 'กระเป๋าโบนัส',
};

/** A new member's empty main and bonus wallets and points balance (no money moves). */
export async function openWallets(db: Db, memberId: number): Promise<void> {
  await db
    .insertInto('wallets')
    .values([WalletType.MAIN, WalletType.BONUS].map((type) => ({ member_id: memberId, type, name: WALLET_NAMES[type], balance: 0 })))
    .execute();
  await db.insertInto('member_points').values({ member_id: memberId, balance: 0 }).execute();
}

export async function walletIdOf(db: Db, memberId: number, type: WalletType): Promise<number> {
  const wallet = await db.selectFrom('wallets').select('id').where('member_id', '=', memberId).where('type', '=', type).executeTakeFirst();
  if (!wallet) throw new Error(`member ${memberId} has no wallet of type ${type}`);
  return wallet.id;
}

/** A wallet's balance in satang. */
export async function walletBalance(db: Db, walletId: number): Promise<number> {
  return (await db.selectFrom('wallets').select('balance').where('id', '=', walletId).executeTakeFirstOrThrow()).balance;
}

/** The member's main wallet balance in satang. */
export async function mainBalanceOf(db: Db, memberId: number): Promise<number> {
  const wallet = await db.selectFrom('wallets').select('balance').where('member_id', '=', memberId).where('type', '=', WalletType.MAIN).executeTakeFirstOrThrow();
  return wallet.balance;
}

export async function pointsOf(db: Db, memberId: number): Promise<number> {
  const row = await db.selectFrom('member_points').select('balance').where('member_id', '=', memberId).executeTakeFirst();
  return row?.balance ?? 0;
}

/** The `wallets` shape of the API and the socket topic, in THB, with the member's points and free spins. */
export async function walletsOf(db: Db, memberId: number): Promise<WalletsResponse> {
  // One read: every money call answers with it, and the wallets call is the site's most frequent.
  const rows = await db
    .selectFrom('wallets')
    .select(['id', 'name', 'balance', 'type'])
    .select((eb) => [
      eb.selectFrom('member_points').select('balance').whereRef('member_points.member_id', '=', 'wallets.member_id').as('points'),
      eb.selectFrom('member_free_spins').select('balance').whereRef('member_free_spins.member_id', '=', 'wallets.member_id').as('free_spins'),
    ])
    .where('member_id', '=', memberId)
    .orderBy('type')
    .execute();
  const first = rows[0];
  return walletsShape(rows, first?.points ?? 0, first?.free_spins ?? 0);
}

/** Many members' `wallets` at once (a credit batch's members): three reads, whatever their number. */
export async function walletsOfMembers(db: Db, memberIds: readonly number[]): Promise<Map<number, WalletsResponse>> {
  const out = new Map<number, WalletsResponse>();
  if (memberIds.length === 0) return out;
  const ids = [...memberIds];
  const [rows, points, spins] = await Promise.all([
    db.selectFrom('wallets').select(['member_id', 'id', 'name', 'balance', 'type']).where('member_id', 'in', ids).orderBy('member_id').orderBy('type').execute(),
    db.selectFrom('member_points').select(['member_id', 'balance']).where('member_id', 'in', ids).execute(),
    db.selectFrom('member_free_spins').select(['member_id', 'balance']).where('member_id', 'in', ids).execute(),
  ]);
  const pointsBy = new Map(points.map((row) => [row.member_id, row.balance]));
  const spinsBy = new Map(spins.map((row) => [row.member_id, row.balance]));
  const rowsBy = new Map<number, typeof rows>();
  for (const row of rows) rowsBy.set(row.member_id, [...(rowsBy.get(row.member_id) ?? []), row]);
  for (const id of ids) out.set(id, walletsShape(rowsBy.get(id) ?? [], pointsBy.get(id) ?? 0, spinsBy.get(id) ?? 0));
  return out;
}

function walletsShape(rows: readonly { id: number; name: string; balance: number; type: number }[], points: number, freeSpins: number): WalletsResponse {
  const wallets: Wallet[] = rows.map((row) => ({
    id: row.id,
    wallet_name: row.name,
    balance: satangToThb(row.balance),
    wallet_type_id: row.type as WalletType,
  }));
  const total = rows.reduce((sum, row) => sum + row.balance, 0);
  return { wallets, total: satangToThb(total), points, free_spins: freeSpins };
}
