/**
 * The strip page shows what the provider's evaluator plays with, read from the
 * slots module itself (games/src/slots, test code only): every position of
 * every strip, the paytable, the lines, the exact RTP, and the download.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { SLOT_API } from '#shared/games/slot-api.js';
import { ErrorCode } from '#shared/errors.js';
import { slotStripsTable } from '#shared/games/slots/strip-table.js';
import { reelStrips } from '#shared/games/slots/evaluate.js';
import { PAYLINES } from '#shared/games/slots/lines.js';
import { publishedFigures } from '#shared/games/slots/published.js';
import { SYMBOL_NAMES } from '#shared/games/slots/symbols.js';
import { slotTitle } from '#shared/games/slots/titles/index.js';
import { answerFetch, type Answers } from '#client/test-support/fetch-mock.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { SlotStripsPage } from './pages/slot-strips-page.js';

const CODE = 'thai-temple';

function renderStrips(answers: Answers, code = CODE) {
  const api = answerFetch(answers);
  renderWithProviders(
    <Routes>
      <Route path="/fairness/slots/:code" element={<SlotStripsPage />} />
    </Routes>,
    { route: `/fairness/slots/${code}` },
  );
  return api;
}

/** The symbol ids of a strip table, column `reel`, from the top. */
const column = (table: HTMLElement, reel: number) =>
  within(table)
    .getAllByTestId('strip-position')
    .map((row) => row.querySelectorAll('td')[reel + 1]?.getAttribute('data-symbol'))
    .filter((symbol): symbol is string => typeof symbol === 'string');

describe('SlotStripsPage', () => {
  it('shows every strip position, the paytable, the lines and the exact RTP the evaluator uses, and offers the file', async () => {
    const title = slotTitle(CODE)!;
    const api = renderStrips({ [SLOT_API.strips]: { data: slotStripsTable(CODE) } });
    expect(screen.getByRole('heading', { level: 1, name: 'แถบวงล้อและอัตราจ่าย' })).toBeInTheDocument();
    expect(await screen.findByTestId('slot-name')).toHaveTextContent(title.name);
    expect(api.callsTo(SLOT_API.strips).map((call) => call.body)).toEqual([{ game: CODE }]);

    for (const [testId, set] of [
      ['base-strips', 'base'],
      ['free-strips', 'free'],
    ] as const) {
      const table = screen.getByTestId(testId);
      reelStrips(title, set).forEach((strip, reel) => expect(column(table, reel)).toEqual(strip));
      // Each position reads as the symbol's Thai name.
      const first = within(table).getAllByTestId('strip-position')[0]!;
      expect(first.querySelectorAll('td')[1]).toHaveTextContent(SYMBOL_NAMES[reelStrips(title, set)[0]![0]!]);
    }
    const payRows = screen.getAllByTestId('strips-pay-row');
    expect(payRows).toHaveLength(Object.keys(title.linePays).length);
    expect(payRows[0]).toHaveTextContent(`ไวลด์ (W)×${title.linePays.W![0]}×${title.linePays.W![1]}×${title.linePays.W![2]}`);
    expect(within(payRows[0]!).getByRole('img', { name: 'ไวลด์' })).toBeInTheDocument();
    expect(screen.getByTestId('strips-scatter')).toHaveTextContent(`3 ตัวที่ใดก็ได้: ×${title.scatterPays[0]} ของเดิมพันรวม และฟรีสปิน ${title.freeSpins[0]} ครั้ง`);
    expect(within(screen.getByTestId('strips-paylines')).getAllByTestId('payline')).toHaveLength(PAYLINES.length);
    expect(screen.getByRole('img', { name: `ไลน์ 1: แถว ${PAYLINES[0]!.map((row) => row + 1).join(' ')}` })).toBeInTheDocument();
    expect(screen.getByTestId('strips-rtp-fraction')).toHaveTextContent(publishedFigures(CODE)!.rtp_fraction);

    const download = screen.getByTestId('strips-download');
    expect(download).toHaveAttribute('href', `/games/api/slots/${CODE}/strips.json`);
    expect(download).toHaveAttribute('download', `slot-${CODE}-strips.json`);
    expect(download).toHaveTextContent('ดาวน์โหลด');
  });

  it('shows the provider’s Thai refusal for a code that is no slot', async () => {
    renderStrips({ [SLOT_API.strips]: { error: ErrorCode.GAME_NOT_FOUND, message: 'ไม่พบเกมสล็อตนี้ กรุณาตรวจสอบรหัสเกม' } }, 'nothing');
    expect(await screen.findByText('ไม่พบเกมสล็อตนี้ กรุณาตรวจสอบรหัสเกม')).toBeInTheDocument();
    expect(screen.queryByTestId('strips-download')).not.toBeInTheDocument();
  });
});
