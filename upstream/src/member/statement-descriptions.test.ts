import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '#shared/api/common.js';
import type { StatementEntry } from '#shared/api/member.js';
import { API } from '#shared/api/paths.js';
import type { TransactionResponse } from '#shared/api/provider-wallet.js';
import type { QuestClaim, Quest } from '#shared/api/quest.js';
import { CALLS } from '#shared/api/registry.js';
import type { WheelSpin, WheelTableResponse } from '#shared/api/wheel.js';
import { openShoe, realShoe } from '../test-support/tables.js';
import { credit, gameSession, signedPost, startGamesUpstream } from '../test-support/games.js';
import { openRound, placeBill } from '../test-support/lotto.js';
import { deposit } from '../test-support/money.js';
import type { RegisteredMember, TestUpstream } from '../test-support/upstream.js';

const P = API.providerWallet;

/**
 * The statement used to show `game:huaydee:bac:…:settle`, `wheel:6` and `quest:3`. Each row now
 * carries a Thai `description` resolved where the statement is built; `ref` stays as it was.
 */
describe('statement descriptions', () => {
  let up: TestUpstream;
  beforeAll(async () => {
    up = await startGamesUpstream();
    // The scheduler's catch-up at start makes the day's rounds: done before a test looks for one.
    await up.settle();
  });
  afterAll(() => up.close());

  const statement = async (member: RegisteredMember) =>
    (await up.get<Paged<StatementEntry>>(API.member.statement, { token: member.token })).body.data!.items.map((row) => ({
      kind: row.kind,
      ref: row.ref,
      description: row.description,
    }));
  const gameName = async (code: string) => (await up.db.selectFrom('games').select('name').where('code', '=', code).executeTakeFirstOrThrow()).name;
  const siteRound = async (roundId: string) =>
    (await up.db.selectFrom('game_rounds').select('id').where('round_id', '=', roundId).executeTakeFirstOrThrow()).id;
  const move = async (path: string, body: Record<string, unknown>) => {
    const reply = await signedPost<TransactionResponse>(up, path, body);
    expect(reply.body.error, reply.body.message).toBe(0);
  };

  it('names a game by its Thai name and its round; a live table’s round by its hand; a rollback says so', async () => {
    const member = await up.register();
    await credit(up, member, 100);
    const slot = (await gameSession(up, member, 'thai-temple')).session;
    await move(P.debit, { session: slot, game_code: 'thai-temple', transaction_id: 'spin-7:bet', round_id: 'spin-7', amount: 10 });
    await move(P.credit, { session: slot, game_code: 'thai-temple', transaction_id: 'spin-7:win', round_id: 'spin-7', amount: 25 });
    await move(P.debit, { session: slot, game_code: 'thai-temple', transaction_id: 'spin-8:bet', round_id: 'spin-8', amount: 5 });
    await move(P.rollback, { session: slot, transaction_id: 'spin-8:rb', round_id: 'spin-8', rollback_transaction_id: 'spin-8:bet' });

    // A shoe the provider reported, and a round id of the same shape whose shoe the site never heard of.
    const shoe = realShoe('bac-2-9627f5ebfcda2240');
    expect((await openShoe(up, 'bac-2', shoe.shoe_id, shoe.commitment)).body.error).toBe(0);
    const table = (await gameSession(up, member, 'bac-2')).session;
    const hand = 'bac:bac-2-9627f5ebfcda2240:32:0123456789abcdef0123';
    await move(P.debit, { session: table, game_code: 'bac-2', transaction_id: `${hand}:1`, round_id: hand, amount: 20 });
    await move(P.credit, { session: table, game_code: 'bac-2', transaction_id: `${hand}:settle`, round_id: hand, amount: 39 });
    const stranger = 'bac:no-such-shoe:5:0123456789abcdef0123';
    await move(P.debit, { session: table, game_code: 'bac-2', transaction_id: `${stranger}:1`, round_id: stranger, amount: 1 });

    const slotName = await gameName('thai-temple');
    const tableName = await gameName('bac-2');
    const spin7 = await siteRound('spin-7');
    const spin8 = await siteRound('spin-8');
    expect(await statement(member)).toEqual([
      { kind: 'game_bet', ref: `game:huaydee:${stranger}:1`, description: `${tableName} · รอบเลขที่ ${await siteRound(stranger)}` },
      { kind: 'game_win', ref: `game:huaydee:${hand}:settle`, description: `${tableName} · ตาที่ 32` },
      { kind: 'game_bet', ref: `game:huaydee:${hand}:1`, description: `${tableName} · ตาที่ 32` },
      { kind: 'game_bet', ref: 'game:huaydee:spin-8:rb', description: `${slotName} · รอบเลขที่ ${spin8} · ยกเลิกเดิมพัน คืนเงิน` },
      { kind: 'game_bet', ref: 'game:huaydee:spin-8:bet', description: `${slotName} · รอบเลขที่ ${spin8}` },
      { kind: 'game_win', ref: 'game:huaydee:spin-7:win', description: `${slotName} · รอบเลขที่ ${spin7}` },
      { kind: 'game_bet', ref: 'game:huaydee:spin-7:bet', description: `${slotName} · รอบเลขที่ ${spin7}` },
      { kind: 'adjust', ref: null, description: 'ทดสอบเกม' },
    ]);
    expect(tableName).toBe('บาคาร่า โต๊ะ 2');
    expect(slotName).toBe('วัดทองมหาโชค');
  });

  it('names the wheel’s prize, the quest, the bill and its round, and the deposit', async () => {
    const member = await up.register();
    // One prize that can come up, so the spin's outcome is known: a new member's first seed uses the newest table.
    const table = await up.operator<WheelTableResponse>(CALLS.operator.wheelTableAdd.path, {
      spin_cost_points: 20,
      prizes: [
        { name: 'โบนัส 5 บาท', kind: 'credit_bonus', value: 5, weight: 1 },
        { name: 'เสียใจด้วย', kind: 'nothing', value: 0, weight: 0 },
      ],
    });
    expect(table.body.error, table.body.message).toBe(0);
    const ref = await deposit(up, member, 1000); // 2 free spins and the weekly deposit quest
    const spin = await up.post<WheelSpin>(CALLS.wheel.spin.path, {}, { token: member.token });
    expect(spin.body.error, spin.body.message).toBe(0);

    const quests = (await up.get<Quest[]>(API.quest.list, { token: member.token })).body.data!;
    const weekly = quests.find((quest) => quest.title === 'ฝากเงินครบ 1,000 บาทในสัปดาห์นี้')!;
    const claim = await up.post<QuestClaim>(API.quest.redeem, { quest_id: weekly.id }, { token: member.token });
    expect(claim.body.error, claim.body.message).toBe(0);

    const round = await openRound(up, 'HANOI');
    const bill = await placeBill(up, member, { round_id: round.id, items: [{ bet_type: '2top', number: '12', amount: 10 }] });
    const roundName = (await up.db.selectFrom('lotto_rounds').select('name').where('id', '=', round.id).executeTakeFirstOrThrow()).name;

    expect(await statement(member)).toEqual([
      { kind: 'bet', ref: `bill:${bill.bill_id}`, description: `โพยเลขที่ ${bill.bill_id} · ${roundName}` },
      { kind: 'quest', ref: `quest:${claim.body.data!.id}`, description: 'ฝากเงินครบ 1,000 บาทในสัปดาห์นี้' },
      { kind: 'wheel', ref: `wheel:${spin.body.data!.spin_id}`, description: 'รางวัล: โบนัส 5 บาท' },
      { kind: 'deposit', ref: `deposit:${ref}`, description: `เลขอ้างอิง ${ref}` },
    ]);
  });
});
