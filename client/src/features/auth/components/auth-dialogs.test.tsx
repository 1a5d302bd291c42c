import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '#shared/api/paths.js';
import { session } from '#client/lib/session.js';
import { initialUiState } from '#client/lib/ui-state.js';
import { useMemberAction } from '#client/lib/use-member-action.js';
import { answerFetch, testSession, type Answer } from '#client/test-support/fetch-mock.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { renderAuthPage } from '../test-support/render-auth.js';
import { AuthDialogs } from './auth-dialogs.js';
import type { LoginResponse } from '#shared/api/auth.js';

const loginAnswer: Answer<LoginResponse> = {
  data: { access_token: 'tok-1', token_type: 'Bearer', expires_at: '2099-01-01T00:00:00+07:00', user: testSession().user },
};

/** A member action on a public page: what the visitor tapped, done once they are in. */
function SpinButton({ done }: { done: string[] }) {
  const spin = useMemberAction((what: string) => done.push(what));
  return (
    <button type="button" onClick={() => spin('หมุนวงล้อ')}>
      หมุน
    </button>
  );
}

describe('the login and register modals', () => {
  it('a visitor taps a member action, logs in in place, stays on the page, and the action carries on', async () => {
    const user = userEvent.setup();
    const done: string[] = [];
    answerFetch({ [API.auth.login]: loginAnswer });
    renderAuthPage(
      '/promotions',
      <>
        <SpinButton done={done} />
        <AuthDialogs />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'หมุน' }));
    const dialog = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' });
    expect(done).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^เบอร์โทรศัพท์/), '0812345678');
    await user.type(within(dialog).getByLabelText(/^รหัสผ่าน/), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'เข้าสู่ระบบ' }));

    await waitFor(() => expect(done).toEqual(['หมุนวงล้อ']));
    expect(session.get()?.token).toBe('tok-1');
    expect(screen.getByTestId('location')).toHaveTextContent('/promotions');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'เข้าสู่ระบบ' })).toBeNull());
  });
});

describe('the modals opened by their flags', () => {
  it('login → register → login', async () => {
    const user = userEvent.setup();
    answerFetch({});
    renderWithProviders(<AuthDialogs />, { uiState: { ...initialUiState, modals: { ...initialUiState.modals, login: true } } });
    const login = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' });
    await user.click(within(login).getByRole('button', { name: 'สมัครสมาชิก' }));
    const register = await screen.findByRole('dialog', { name: 'สมัครสมาชิก' });
    expect(within(register).getByRole('form', { name: 'สมัครสมาชิก' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'เข้าสู่ระบบ' })).toBeNull());
    await user.click(within(register).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
  });
});
