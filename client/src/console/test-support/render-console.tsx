import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { AGENT } from '#shared/api/paths.js';
import { answerFetch, type Answers } from '#client/test-support/fetch-mock.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { AgentConsolePage } from '../pages/agent-console-page.js';
import { STATS } from './fixtures.js';

/** The console alone at /agent, signed in (set the key first), with the answers given per path. */
export function renderConsole(answers: Answers) {
  const api = answerFetch({ [AGENT.stats]: { data: STATS }, [AGENT.payments]: { data: [] }, ...answers });
  const user = userEvent.setup();
  const routes = [{ path: '/agent', Component: AgentConsolePage }];
  renderWithProviders(null, { router: () => createMemoryRouter(routes, { initialEntries: ['/agent'] }) });
  return { api, user };
}
