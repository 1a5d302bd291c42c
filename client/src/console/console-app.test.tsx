import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createTestQueryClient } from '#client/test-support/render.js';
import { ConsoleApp } from './console-app.js';

describe('the agent console app', () => {
  it('opens on its sign-in form under its own header, outside the member chrome: no site footer', async () => {
    render(<ConsoleApp queryClient={createTestQueryClient()} />);
    expect(await screen.findByRole('form', { name: 'เข้าสู่คอนโซลเอเย่นต์' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'คอนโซลเอเย่นต์' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
