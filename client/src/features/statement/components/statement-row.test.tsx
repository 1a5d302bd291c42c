import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { StatementEntry } from '#shared/api/member.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { StatementRow } from './statement-row.js';

const row = (overrides: Partial<StatementEntry>): StatementEntry => ({
  id: 1,
  wallet_type_id: 1,
  kind: 'game_win',
  amount: 39,
  balance_after: 119,
  ref: 'game:huaydee:bac:bac-2-9627f5ebfcda2240:32:0123456789abcdef0123:settle',
  note: null,
  description: 'บาคาร่า โต๊ะ 2 · ตาที่ 32',
  created_at: '2026-11-22T10:30:00+07:00',
  ...overrides,
});

describe('StatementRow', () => {
  it.each([
    row({}),
    row({ kind: 'wheel', ref: 'wheel:6', note: 'โบนัส 5 บาท', description: 'รางวัล: โบนัส 5 บาท', wallet_type_id: 2 }),
    row({ kind: 'quest', ref: 'quest:3', note: 'ฝากเงินครบ 1,000 บาทในสัปดาห์นี้', description: 'ฝากเงินครบ 1,000 บาทในสัปดาห์นี้', wallet_type_id: 2 }),
  ])('shows what $ref was for in Thai, never the internal reference', (entry) => {
    renderWithProviders(
      <ul>
        <StatementRow entry={entry} />
      </ul>,
    );
    const shown = screen.getByTestId('statement-row');
    expect(screen.getByTestId('statement-description')).toHaveTextContent(entry.description!);
    expect(shown).not.toHaveTextContent(entry.ref!);
    expect(shown.textContent).not.toMatch(/[a-z]+:\S/);
  });

  it('shows the kind alone when there is nothing more to say', () => {
    renderWithProviders(
      <ul>
        <StatementRow entry={row({ kind: 'bonus_release', ref: 'promotion:4', description: null })} />
      </ul>,
    );
    expect(screen.getByTestId('statement-row')).toHaveTextContent('โบนัสเข้ากระเป๋าหลัก');
    expect(screen.queryByTestId('statement-description')).not.toBeInTheDocument();
    expect(screen.getByTestId('statement-row')).not.toHaveTextContent('promotion:4');
  });
});
