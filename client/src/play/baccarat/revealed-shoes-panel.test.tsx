import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '#shared/api/paths.js';
import type { RevealedShoe } from '#shared/api/sooth.js';
import { answerFetch } from '#client/test-support/fetch-mock.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { revealedShoeOf, soothDetailOf, soothTableOf } from '#client/game-data/test-support/revealed-shoe.js';
import { TABLE } from '../test-support/baccarat-fixtures.js';
import { RevealedShoesPanel } from './revealed-shoes-panel.js';

const OPEN = 'ตรวจสอบขอนที่เปิดเผยแล้ว';

/** The site's formula page API as the panel reads it: bac-1 is the site's table 2, so the id is looked up, not assumed. */
function renderPanel(revealed: RevealedShoe[], listed = true) {
  const { full } = revealedShoeOf('real-shoe-1', 30);
  const api = answerFetch({
    [API.sooth.baccarat]: { data: { tables: listed ? [soothTableOf(1, 'bac-9'), soothTableOf(2, TABLE)] : [], theoretical: soothDetailOf([]).theoretical } },
    [API.sooth.detail]: { data: soothDetailOf(revealed, soothTableOf(2, TABLE)) },
    [API.sooth.shoe]: { data: { ...full, table_id: 2 } },
  });
  renderWithProviders(<RevealedShoesPanel code={TABLE} shoe="shoe-7f3a9c2e41" />);
  return api;
}

describe('RevealedShoesPanel, on the /play baccarat table', () => {
  it('asks the site for nothing until opened, then lists this table’s revealed shoes and verifies one here: it matches', async () => {
    const user = userEvent.setup();
    const { revealed } = revealedShoeOf('real-shoe-1', 30);
    const older = { ...revealedShoeOf('real-shoe-0', 78).revealed, verified: false };
    const api = renderPanel([revealed, older]);
    const toggle = screen.getByRole('button', { name: OPEN });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(api.calls).toEqual([]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const shoes = await screen.findAllByTestId('revealed-shoe');
    expect(shoes).toHaveLength(2);
    expect(shoes[0]).toHaveTextContent('ขอน real-shoe-1 · 30 ตา');
    expect(shoes[0]).toHaveTextContent(revealed.server_seed);
    expect(within(shoes[0]!).getByTestId('revealed-verified')).toHaveTextContent('ตรวจแล้ว ✓');
    expect(within(shoes[1]!).getByTestId('revealed-verified')).toHaveTextContent('ยังไม่ได้ตรวจ');
    expect(api.callsTo(API.sooth.detail).map((call) => call.body)).toEqual([{ table_id: 2 }]);
    // The whole order is asked for only when a check starts.
    expect(api.callsTo(API.sooth.shoe)).toEqual([]);

    await user.click(within(shoes[0]!).getByRole('button', { name: 'ตรวจสอบขอนนี้ในเครื่องนี้' }));
    expect(await within(shoes[0]!).findByTestId('shoe-verdict')).toHaveTextContent('✓ ตรวจแล้วในเครื่องนี้ ลำดับไพ่ตรงกับค่าผูกมัด และไพ่ทั้ง 30 ตาตรงกับผลที่บันทึก');
    expect(api.callsTo(API.sooth.shoe).map((call) => call.body)).toEqual([{ table_id: 2, shoe_id: 'real-shoe-1' }]);
    expect(within(shoes[0]!).getAllByTestId('shoe-hand')).toHaveLength(30);

    // Closed and opened again, the check is still there: nothing is asked twice.
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByTestId('shoe-verdict')).toBeInTheDocument();
    expect(api.callsTo(API.sooth.detail)).toHaveLength(1);
  });

  it('says so when no shoe of this table is revealed yet', async () => {
    const user = userEvent.setup();
    renderPanel([]);
    await user.click(screen.getByRole('button', { name: OPEN }));
    expect(await screen.findByTestId('revealed-empty')).toHaveTextContent('ยังไม่มีขอนที่จบและเปิดเผยแล้ว');
    expect(screen.queryByTestId('revealed-shoe')).not.toBeInTheDocument();
  });

  it('says the same for a table the site does not list yet, without asking for a detail it cannot name', async () => {
    const user = userEvent.setup();
    const api = renderPanel([], false);
    await user.click(screen.getByRole('button', { name: OPEN }));
    expect(await screen.findByTestId('revealed-empty')).toHaveTextContent('ยังไม่มีขอนที่จบและเปิดเผยแล้ว');
    expect(api.callsTo(API.sooth.detail)).toEqual([]);
  });
});
