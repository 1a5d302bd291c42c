import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '#client/test-support/render.js';
import { ShoeCommitment } from './shoe-commitment.js';

const HASH = 'c0ffee'.repeat(10) + 'beef';

describe('ShoeCommitment', () => {
  it('shows every digit of the hash in code type that wraps anywhere, and copies it whole', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShoeCommitment shoeId="s1-0001" commitment={HASH} />);
    const field = screen.getByTestId('shoe-commitment');
    expect(field).toHaveTextContent('ขอน s1-0001 · ค่าผูกมัด (SHA-256) ประกาศก่อนแจกตาแรก');
    const value = within(field).getByTestId('shoe-commitment-value');
    expect(value.textContent).toBe(HASH);
    expect(value.tagName).toBe('CODE');
    // A 64-digit hash has no space to break at: without these it would push a 390 px phone sideways.
    expect(getComputedStyle(value).wordBreak).toBe('break-all');
    expect(getComputedStyle(value).whiteSpace).toBe('normal');
    await user.click(within(field).getByRole('button', { name: 'คัดลอกค่าผูกมัด' }));
    expect(await navigator.clipboard.readText()).toBe(HASH);
  });
});
