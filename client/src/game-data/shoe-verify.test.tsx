import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '#shared/api/paths.js';
import type { BaccaratWinner, SoothShoeResponse } from '#shared/api/sooth.js';
import { ErrorCode } from '#shared/errors.js';
import { answerFetch } from '#client/test-support/fetch-mock.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { cardText } from './card-text.js';
import { ShoeVerify } from './shoe-verify.js';
import { revealedShoeOf } from './test-support/revealed-shoe.js';

function renderVerify(answer: { data?: SoothShoeResponse; error?: number; message?: string }, commitment?: string) {
  const { full, revealed } = revealedShoeOf('real-shoe-1', 30);
  const api = answerFetch({ [API.sooth.shoe]: answer.error ? answer : { data: answer.data ?? full } });
  renderWithProviders(<ShoeVerify tableId={1} shoe={{ ...revealed, commitment: commitment ?? revealed.commitment }} />);
  return { api, full };
}

describe('ShoeVerify', () => {
  it('asks for the shoe only when started, rebuilds the order from the seed here, and lists every hand with its cards, all matching', async () => {
    const user = userEvent.setup();
    const { api, full } = renderVerify({});
    expect(api.callsTo(API.sooth.shoe)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'ตรวจสอบขอนนี้ในเครื่องนี้' }));
    expect(await screen.findByTestId('shoe-verdict')).toHaveTextContent('✓ ตรวจแล้วในเครื่องนี้ ลำดับไพ่ตรงกับค่าผูกมัด และไพ่ทั้ง 30 ตาตรงกับผลที่บันทึก');
    expect(api.callsTo(API.sooth.shoe)[0]!.body).toEqual({ table_id: 1, shoe_id: 'real-shoe-1' });
    expect(screen.getByTestId('shoe-hash-check')).toHaveTextContent('✓ ตรงกับค่าผูกมัดที่ประกาศก่อนตาแรก');
    expect(screen.getByText(full.commitment)).toBeInTheDocument();
    expect(screen.getByTestId('shoe-order-check')).toHaveTextContent('✓');
    expect(screen.getByTestId('shoe-order-value').textContent).toBe(full.cards.join(','));
    expect(screen.getByTestId('shoe-order')).toHaveTextContent('ลำดับไพ่ทั้งขอน 416 ใบ');

    const rows = within(screen.getByRole('list', { name: 'ไพ่ทุกตาของขอนนี้' })).getAllByTestId('shoe-hand');
    expect(rows).toHaveLength(30);
    const first = full.hands[0]!;
    const cards = (list: string[]) => list.map((card) => cardText(card).text).join('');
    expect(rows[0]).toHaveTextContent(`ตา 1ผู้เล่น ${cards(first.player_cards)}= ${first.player_total}`);
    expect(rows[0]).toHaveTextContent(`เจ้ามือ ${cards(first.banker_cards)}= ${first.banker_total}`);
    expect(within(rows[0]!).getByLabelText('แจกซ้ำได้ตรงกัน')).toHaveTextContent('✓');
    // A hand with a third card shows it after the first two, as it was dealt.
    const drew = full.hands.findIndex((hand) => hand.player_cards.length === 3);
    expect(drew).toBeGreaterThanOrEqual(0);
    expect(rows[drew]).toHaveTextContent(cards(full.hands[drew]!.player_cards));
  });

  it('says which part does not match: a hand recorded with another winner, an order that is not the seed’s, a commitment that is not the hash', async () => {
    const user = userEvent.setup();
    const { full } = revealedShoeOf('real-shoe-1', 30);
    const other: BaccaratWinner = full.hands[4]!.winner === 'banker' ? 'player' : 'banker';
    const tampered = { ...full, hands: full.hands.map((hand, i) => (i === 4 ? { ...hand, winner: other } : hand)), cards: [...full.cards.slice(1), full.cards[0]!] };
    renderVerify({ data: tampered }, 'f'.repeat(64));
    await user.click(screen.getByRole('button', { name: 'ตรวจสอบขอนนี้ในเครื่องนี้' }));
    expect(await screen.findByTestId('shoe-verdict')).toHaveTextContent('✗ ไม่ตรงกัน ค่าผูกมัด ลำดับไพ่ 1 ตา');
    expect(screen.getByTestId('shoe-hash-check')).toHaveTextContent('✗ ไม่ตรงกับค่าผูกมัดที่ประกาศก่อนตาแรก');
    expect(screen.getByTestId('shoe-order-check')).toHaveTextContent('✗ ลำดับไพ่ที่เว็บเผยแพร่ไม่ตรงกับที่สร้างจาก seed');
    const rows = screen.getAllByTestId('shoe-hand');
    expect(within(rows[4]!).getByLabelText('แจกซ้ำได้ไม่ตรงกัน')).toHaveTextContent('✗');
    expect(within(rows[3]!).getByLabelText('แจกซ้ำได้ตรงกัน')).toBeInTheDocument();
  });

  it('shows the site’s Thai refusal when the shoe is not revealed yet', async () => {
    const user = userEvent.setup();
    renderVerify({ error: ErrorCode.SOOTH_SHOE_NOT_REVEALED, message: 'ขอนนี้ยังไม่จบ ลำดับไพ่จะเปิดเผยเมื่อจบขอน' });
    await user.click(screen.getByRole('button', { name: 'ตรวจสอบขอนนี้ในเครื่องนี้' }));
    expect(await screen.findByText('ขอนนี้ยังไม่จบ ลำดับไพ่จะเปิดเผยเมื่อจบขอน')).toBeInTheDocument();
    expect(screen.queryByTestId('shoe-verdict')).not.toBeInTheDocument();
  });
});
