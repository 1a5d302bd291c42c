import { describe, expect, it } from 'vitest';
import { guardRedirect, isGuestOnlyPath, isMemberOnlyPath, knownAgentCode, memberOnlyLoader, visitorRedirect } from './guards.js';
import { rememberAgentCode } from '#client/lib/persisted-state.js';
import { session } from '#client/lib/session.js';
import { testSession } from '#client/test-support/fetch-mock.js';

const visitor = (agentCode: string | null = null) => ({ loggedIn: false, agentCode });
const member = { loggedIn: true, agentCode: null };

describe('guards', () => {
  it('sends a visitor on a member page to the index with the agent code when known', () => {
    expect(guardRedirect('/member/deposit', visitor('AG01'))).toBe('/?ag=AG01');
    expect(guardRedirect('/member', visitor('AG01'))).toBe('/?ag=AG01');
    expect(guardRedirect('/lotto/bills', visitor('AG01'))).toBe('/?ag=AG01');
  });

  it('sends a visitor on a member page to /login when no agent code is known', () => {
    for (const path of ['/member', '/member/withdraw', '/member/wheel/', '/lotto/bills', '/lotto/123']) {
      expect(guardRedirect(path, visitor())).toBe('/login');
    }
  });

  it('sends a member on a guest page to /member', () => {
    for (const path of ['/login', '/register', '/forgot', '/login_box', '/register_box']) {
      expect(guardRedirect(path, member)).toBe('/member');
    }
  });

  it('lets everyone else through', () => {
    expect(guardRedirect('/', visitor())).toBeNull();
    expect(guardRedirect('/lotto/lobby', visitor())).toBeNull();
    expect(guardRedirect('/lotto/results', visitor())).toBeNull();
    expect(guardRedirect('/poll/1', visitor())).toBeNull();
    expect(guardRedirect('/login', visitor())).toBeNull();
    expect(guardRedirect('/member/profile', member)).toBeNull();
    expect(guardRedirect('/slot', member)).toBeNull();
  });

  it('classifies paths', () => {
    expect(isMemberOnlyPath('/members')).toBe(false);
    expect(isMemberOnlyPath('/lotto')).toBe(false);
    expect(isMemberOnlyPath('/lotto/yeekee')).toBe(false);
    expect(isGuestOnlyPath('/login/')).toBe(true);
    expect(isGuestOnlyPath('/logins')).toBe(false);
    expect(visitorRedirect('A B')).toBe('/?ag=A%20B');
  });

  it('knows the agent code from ?ag= (local state) before the last member’s', () => {
    expect(knownAgentCode()).toBeNull();
    session.set(testSession({ agent_code: 'OLD' }));
    expect(knownAgentCode()).toBe('OLD');
    rememberAgentCode('NEW1');
    expect(knownAgentCode()).toBe('NEW1');
    session.clear();
    expect(rememberAgentCode('<script>')).toBeNull();
    expect(knownAgentCode()).toBe('NEW1');
  });

  it('the member loader redirects before the page loads', () => {
    session.reload();
    const response = memberOnlyLoader({ request: new Request('http://localhost/member/deposit'), params: {}, context: undefined } as never);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get('Location')).toBe('/login');
  });
});
