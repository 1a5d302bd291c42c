import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { createTestQueryClient } from '#client/test-support/render.js';
import { PlayApp, playRoutes } from './play-app.js';

const renderAt = (path: string) =>
  render(<PlayApp queryClient={createTestQueryClient()} router={createMemoryRouter(playRoutes, { initialEntries: [path] })} />);

describe('the game frame app', () => {
  it('shows /play under the game bar, outside the member chrome', async () => {
    renderAt('/play');
    expect(await screen.findByRole('heading', { level: 1, name: 'เล่นเกม' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ย้อนกลับ' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('sends a bad launch to the member site\'s lobby and home as pages of their own', async () => {
    renderAt('/play');
    expect(await screen.findByTestId('cannot-start')).toHaveTextContent('ลิงก์เข้าเกมไม่ถูกต้อง');
    expect(screen.getByRole('link', { name: 'ไปหน้ารวมเกม' })).toHaveAttribute('href', '/lobby');
    expect(screen.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
  });
});
