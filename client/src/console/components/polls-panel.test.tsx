import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { OperatorPoll } from '#shared/api/poll.js';
import { AGENT } from '#shared/api/paths.js';
import { ErrorCode } from '#shared/errors.js';
import { agentKey } from '../api/agent-key.js';
import { renderConsole } from '../test-support/render-console.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null, subscribeTopic: async () => null }));

const OPEN: OperatorPoll = {
  id: 4,
  title: 'ทายผลบอลคืนนี้',
  question: 'ทีมไหนชนะ',
  description: null,
  image: null,
  choices: [
    { id: 11, label: 'เหย้า', image: null },
    { id: 12, label: 'เยือน', image: null },
  ],
  opens_at: '2026-11-22T09:00:00+07:00',
  closes_at: '2026-11-22T21:00:00+07:00',
  status: 'open',
  prize: 1000,
  winning_choice_ids: [],
  stats: { poll_id: 4, status: 'open', total_votes: 5, choices: [{ choice_id: 11, votes: 3 }, { choice_id: 12, votes: 2 }], version: 5 },
  settled_at: null,
};
const withVotes = (home: number, away: number): OperatorPoll => ({
  ...OPEN,
  stats: { ...OPEN.stats, total_votes: home + away, choices: [{ choice_id: 11, votes: home }, { choice_id: 12, votes: away }], version: home + away },
});
const CLOSED: OperatorPoll = { ...OPEN, status: 'closed', winning_choice_ids: [11], stats: { ...OPEN.stats, status: 'closed' }, settled_at: '2026-11-22T12:00:00+07:00' };
const CLOSE_PATH = `${AGENT.polls}/4/close`;

beforeEach(() => agentKey.set('the-agent-key', 'สมศรี'));
afterEach(() => agentKey.clear());

describe('polls', () => {
  it('lists a poll with its status and votes, and reads them again every few seconds while it is open', async () => {
    let reads = 0;
    const { api, user } = renderConsole({ [AGENT.polls]: () => ({ data: [++reads === 1 ? withVotes(3, 2) : withVotes(4, 2)] }) });
    await user.click(await screen.findByRole('tab', { name: 'โพล' }));
    const card = await screen.findByRole('article', { name: `โพล ${OPEN.title}` });
    expect(card).toHaveTextContent('เปิดโหวตอยู่');
    expect(card).toHaveTextContent('รางวัล ฿1,000.00');
    expect(within(card).getByRole('list', { name: `ผลโหวต ${OPEN.title}` })).toHaveTextContent('เหย้า3 โหวต');
    expect(card).toHaveTextContent('รวม 5 โหวต');
    // The next read comes by itself (5 s): the new vote shows.
    await waitFor(() => expect(card).toHaveTextContent('รวม 6 โหวต'), { timeout: 7_000 });
    expect(api.callsTo(AGENT.polls).length).toBeGreaterThanOrEqual(2);
  }, 10_000);

  it('closes an open poll early only after a confirm that says the prize is shared at once', async () => {
    let closed = false;
    const { api, user } = renderConsole({
      [AGENT.polls]: () => ({ data: [closed ? CLOSED : OPEN] }),
      [CLOSE_PATH]: () => {
        closed = true;
        return { data: { poll: CLOSED } };
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'โพล' }));
    const card = await screen.findByRole('article', { name: `โพล ${OPEN.title}` });
    await user.click(within(card).getByRole('button', { name: 'ปิดโพลก่อนเวลา' }));
    const confirm = within(card).getByRole('alertdialog', { name: `ยืนยันปิดโพล ${OPEN.title}` });
    expect(confirm).toHaveTextContent('แบ่งรางวัล ฿1,000.00 ให้ผู้โหวตตัวเลือกที่ชนะทันที');
    expect(api.callsTo(CLOSE_PATH)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'ยกเลิก' }));
    expect(within(card).queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'ปิดโพลก่อนเวลา' }));
    await user.click(within(card).getByRole('button', { name: 'ยืนยันปิดโพล' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`ปิดโพล ${OPEN.title} แล้ว แบ่งรางวัล ฿1,000.00 ให้ผู้โหวตตัวเลือกที่ชนะแล้ว`);
    expect(api.callsTo(CLOSE_PATH)).toEqual([{ path: CLOSE_PATH, method: 'POST', body: {} }]);
    // The list is read again: closed, the winning choice marked, no close button.
    await waitFor(() => expect(card).toHaveTextContent('ปิดแล้ว'));
    expect(within(card).getByText('ชนะ')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'ปิดโพลก่อนเวลา' })).not.toBeInTheDocument();
  });

  it('shows the refusal when the poll closed meanwhile', async () => {
    const { user } = renderConsole({
      [AGENT.polls]: { data: [OPEN] },
      [CLOSE_PATH]: { error: ErrorCode.POLL_NOT_OPEN, message: 'โพลนี้ไม่ได้เปิดโหวตอยู่' },
    });
    await user.click(await screen.findByRole('tab', { name: 'โพล' }));
    const card = await screen.findByRole('article', { name: `โพล ${OPEN.title}` });
    await user.click(within(card).getByRole('button', { name: 'ปิดโพลก่อนเวลา' }));
    await user.click(within(card).getByRole('button', { name: 'ยืนยันปิดโพล' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('โพลนี้ไม่ได้เปิดโหวตอยู่');
  });

  it('creates a poll: checks the form, then sends Bangkok times with +07:00 and the choices', async () => {
    const { api, user } = renderConsole({
      [AGENT.polls]: (body) => (body === undefined ? { data: [] } : { data: { poll: { ...OPEN, ...(body as object), id: 9 } } }),
    });
    const posted = () => api.callsTo(AGENT.polls).filter((call) => call.method === 'POST').map((call) => call.body);
    await user.click(await screen.findByRole('tab', { name: 'โพล' }));
    expect(await screen.findByText('ยังไม่มีโพล')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'สร้างโพล' }));
    const form = screen.getByRole('form', { name: 'สร้างโพล' });

    await user.click(within(form).getByRole('button', { name: 'สร้างโพล' }));
    expect(within(form).getByText('กรุณาระบุชื่อโพล')).toBeInTheDocument();
    expect(within(form).getByText('เวลาเปิดโพลไม่ถูกต้อง')).toBeInTheDocument();
    expect(within(form).getAllByText('กรุณาระบุตัวเลือก')).toHaveLength(2);
    expect(posted()).toHaveLength(0);

    await user.type(within(form).getByLabelText(/ชื่อโพล/), 'โพลวันลอยกระทง');
    await user.type(within(form).getByLabelText(/คำถาม/), 'กระทงแบบไหนสวยที่สุด');
    await user.type(within(form).getByLabelText(/ที่อยู่รูปภาพ/), 'https://example.com/krathong.png');
    await user.type(within(form).getByLabelText('ตัวเลือกที่ 1'), 'ใบตอง');
    await user.type(within(form).getByLabelText('ตัวเลือกที่ 2'), 'ขนมปัง');
    await user.click(within(form).getByRole('button', { name: 'เพิ่มตัวเลือก' }));
    await user.type(within(form).getByLabelText('ตัวเลือกที่ 3'), 'โฟม');
    await user.click(within(form).getByRole('button', { name: 'ลบตัวเลือกที่ 3' }));
    await user.type(within(form).getByLabelText(/^เปิดโหวต/), '2026-11-25T18:00');
    await user.type(within(form).getByLabelText(/^ปิดโหวต/), '2026-11-25T22:30');
    await user.type(within(form).getByLabelText(/รางวัลรวม/), '500.50');
    await user.click(within(form).getByRole('button', { name: 'สร้างโพล' }));

    expect(await screen.findByRole('status')).toHaveTextContent('สร้างโพล โพลวันลอยกระทง แล้ว');
    expect(posted()).toEqual([
      {
        title: 'โพลวันลอยกระทง',
        question: 'กระทงแบบไหนสวยที่สุด',
        description: null,
        image: 'https://example.com/krathong.png',
        choices: [
          { label: 'ใบตอง', image: null },
          { label: 'ขนมปัง', image: null },
        ],
        opens_at: '2026-11-25T18:00:00+07:00',
        closes_at: '2026-11-25T22:30:00+07:00',
        prize: 500.5,
      },
    ]);
  });
});
