import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { API } from '#shared/api/paths.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { agentConfig, answerFetch } from '#client/test-support/fetch-mock.js';
import { ContactButton } from './contact-button.js';

vi.mock('#client/lib/socket.js', () => ({ useLiveTopic: () => {}, getSocket: () => null }));

describe('ContactButton', () => {
  it("links to the agent's LINE in a new tab", async () => {
    answerFetch({ [API.agent.config]: { data: agentConfig } });
    renderWithProviders(<ContactButton />);
    const link = await screen.findByRole('link', { name: 'ติดต่อเราทางไลน์' });
    expect(link).toHaveAttribute('href', agentConfig.info.line_contact_url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('is hidden when the agent has no LINE link', async () => {
    const api = answerFetch({ [API.agent.config]: { data: { ...agentConfig, info: { ...agentConfig.info, line_contact_url: null } } } });
    renderWithProviders(<ContactButton />);
    await waitFor(() => expect(api.callsTo(API.agent.config)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
