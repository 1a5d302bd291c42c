/** Renders the app's real routes at an address, with the app's toaster, for the LIFF page tests. */
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { appRoutes } from '#client/app/test-support/app-routes.js';
import { Toaster } from '#client/components/ui/toaster.js';
import { Providers, renderWithProviders } from '#client/test-support/render.js';
import { answerFetch, testSession, type Answers } from '#client/test-support/fetch-mock.js';

export function renderLiffRoute(path: string, { member = false, answers = {} as Answers } = {}) {
  const api = answerFetch(answers);
  let router!: ReturnType<typeof createMemoryRouter>;
  const result = renderWithProviders(null, {
    session: member ? testSession() : undefined,
    router: (queryClient) => (router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] })),
  });
  render(
    <Providers queryClient={result.queryClient}>
      <Toaster />
    </Providers>,
  );
  return { ...result, api, router };
}
