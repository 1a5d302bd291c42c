import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { OPERATOR_NAME_HEADER } from '#shared/api/audit.js';
import { AGENT } from '#shared/api/paths.js';
import { ERRORS, ErrorCode } from '#shared/errors.js';
import { answerFetch } from '#client/test-support/fetch-mock.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { agentKey } from '../api/agent-key.js';
import { STATS } from '../test-support/fixtures.js';
import { AgentConsolePage } from './agent-console-page.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null, subscribeTopic: async () => null }));

/** The console alone at /agent; that the app mounts it outside the member chrome is the router test's business. */
const CONSOLE_ROUTES = [{ path: '/agent', Component: AgentConsolePage }];

const keyRefused = { status: 401, error: ErrorCode.AGENT_KEY_INVALID, message: ERRORS[ErrorCode.AGENT_KEY_INVALID].message };

function renderConsole() {
  return renderWithProviders(null, { router: () => createMemoryRouter(CONSOLE_ROUTES, { initialEntries: ['/agent'] }) });
}

/** One header of each call to a path, in order. */
function headersTo(spy: ReturnType<typeof answerFetch>['spy'], path: string, header = 'authorization'): (string | undefined)[] {
  return spy.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.[header]);
}

beforeEach(() => agentKey.clear());
afterEach(() => agentKey.clear());

describe('agent console: sign-in', () => {
  it('asks for the operator’s name and the agent key, checks the key, keeps both for the tab and sends them on every call', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const api = answerFetch({
      [AGENT.stats]: () => (signedIn ? { data: STATS } : keyRefused),
      [AGENT.payments]: { data: [] },
    });
    renderConsole();
    const form = await screen.findByRole('form', { name: 'เข้าสู่คอนโซลเอเย่นต์' });

    await user.click(within(form).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await within(form).findByText('กรุณากรอกรหัสเอเย่นต์')).toBeInTheDocument();
    expect(within(form).getByText('กรุณากรอกชื่อผู้ใช้งานคอนโซล')).toBeInTheDocument();
    expect(api.callsTo(AGENT.stats)).toHaveLength(0);

    await user.type(within(form).getByLabelText(/ชื่อผู้ใช้งานคอนโซล/), 'สมศรี<script>');
    await user.type(within(form).getByLabelText(/รหัสเอเย่นต์/), 'wrong-key');
    await user.click(within(form).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await within(form).findByText('ชื่อผู้ใช้งานใช้ได้เฉพาะตัวอักษร ตัวเลข เว้นวรรค และ . _ -')).toBeInTheDocument();
    expect(api.callsTo(AGENT.stats)).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/ชื่อผู้ใช้งานคอนโซล/));
    await user.type(within(form).getByLabelText(/ชื่อผู้ใช้งานคอนโซล/), ' สมศรี ใจดี ');
    await user.click(within(form).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await within(form).findByText('รหัสเอเย่นต์ไม่ถูกต้อง')).toBeInTheDocument();
    expect(sessionStorage.getItem('agent-console:key')).toBeNull();

    signedIn = true;
    await user.clear(within(form).getByLabelText(/รหัสเอเย่นต์/));
    await user.type(within(form).getByLabelText(/รหัสเอเย่นต์/), 'the-agent-key');
    await user.click(within(form).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByText('ไม่มีรายการฝากที่รอตรวจสอบ')).toBeInTheDocument();
    expect(sessionStorage.getItem('agent-console:key')).toBe('the-agent-key');
    expect(sessionStorage.getItem('agent-console:operator')).toBe('สมศรี ใจดี');
    expect(screen.getByTitle('ผู้ใช้งานที่เข้าสู่ระบบ')).toHaveTextContent('สมศรี ใจดี');
    expect(headersTo(api.spy, AGENT.stats)).toEqual(['Bearer wrong-key', 'Bearer the-agent-key']);
    expect(headersTo(api.spy, AGENT.payments)).toEqual(['Bearer the-agent-key']);
    // The name travels percent-encoded (a Thai name in a latin-1 header) once signed in.
    expect(headersTo(api.spy, AGENT.payments, OPERATOR_NAME_HEADER)).toEqual([encodeURIComponent('สมศรี ใจดี')]);

    await user.click(screen.getByRole('button', { name: 'ออกจากระบบ' }));
    expect(await screen.findByRole('form', { name: 'เข้าสู่คอนโซลเอเย่นต์' })).toBeInTheDocument();
    expect(sessionStorage.getItem('agent-console:key')).toBeNull();
    expect(sessionStorage.getItem('agent-console:operator')).toBeNull();
  });

  it('asks the gateway nothing before the agent signs in: no /agent/stats refused with a 401 on opening the page', async () => {
    const api = answerFetch({ [AGENT.stats]: keyRefused });
    renderConsole();
    // The form is there at once, not after a call's refusal.
    expect(screen.getByRole('form', { name: 'เข้าสู่คอนโซลเอเย่นต์' })).toBeInTheDocument();
    expect(screen.queryByText('กำลังตรวจสอบ...')).toBeNull();
    await waitFor(() => expect(screen.getByRole('form', { name: 'เข้าสู่คอนโซลเอเย่นต์' })).toBeInTheDocument());
    expect(api.spy).not.toHaveBeenCalled();
  });

  it('says the agent side is off when the gateway answers AGENT_DISABLED to the sign-in', async () => {
    const user = userEvent.setup();
    answerFetch({
      [AGENT.stats]: { status: 503, error: ErrorCode.AGENT_DISABLED, message: ERRORS[ErrorCode.AGENT_DISABLED].message },
    });
    renderConsole();
    const form = await screen.findByRole('form', { name: 'เข้าสู่คอนโซลเอเย่นต์' });
    await user.type(within(form).getByLabelText(/ชื่อผู้ใช้งานคอนโซล/), 'สมศรี');
    await user.type(within(form).getByLabelText(/รหัสเอเย่นต์/), 'any-key');
    await user.click(within(form).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByText('ระบบเอเย่นต์ปิดอยู่')).toBeInTheDocument();
    expect(screen.getByText(/AGENT_API_KEY/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'เข้าสู่คอนโซลเอเย่นต์' })).toBeNull();
  });

  it('asks again when the key kept in the tab is no longer accepted', async () => {
    agentKey.set('old-key');
    answerFetch({ [AGENT.stats]: keyRefused });
    renderConsole();
    expect(await screen.findByText('รหัสเอเย่นต์ที่ใช้อยู่ไม่ถูกต้องแล้ว กรุณาเข้าสู่ระบบใหม่')).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem('agent-console:key')).toBeNull());
  });
});

describe('agent console: stats', () => {
  it('shows sockets per topic and upstream calls per minute', async () => {
    const user = userEvent.setup();
    agentKey.set('the-agent-key');
    answerFetch({ [AGENT.stats]: { data: STATS }, [AGENT.payments]: { data: [] } });
    renderConsole();
    await user.click(await screen.findByRole('tab', { name: 'สถิติ' }));
    const row = await screen.findByTestId('stats-row-payment');
    expect(row).toHaveTextContent('สถานะการฝากเงิน');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([expect.stringContaining('payment'), '3', '30']);
    expect(screen.getByTestId('stats-sockets')).toHaveTextContent('12');
    expect(screen.getByText('1 ชม. 2 นาที')).toBeInTheDocument();
  });
});
