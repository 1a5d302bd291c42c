import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '#client/test-support/render.js';
import { handsOf, roadsOf } from '../test-support/fixtures.js';
import { Roads } from './roads.js';
import { cardText } from '#client/game-data/card-text.js';
import { measuredText, percentText } from '../format.js';

describe('Roads', () => {
  it('draws the five roads from the wire: ties on the big road, pairs as dots, the derived roads on smaller grids', () => {
    const roads = roadsOf(handsOf('TBBbPPTTBPpB'));
    renderWithProviders(<Roads roads={roads} />);
    expect(screen.getByRole('img', { name: 'เค้าไพ่ลูกปัด 10 ช่อง' })).toBeInTheDocument();
    const big = screen.getByRole('img', { name: `เค้าไพ่ใหญ่ ${roads.big_road.length} ช่อง` }) as unknown as HTMLElement;
    // The first tie sits on the first cell, the two ties after P P on that P's cell (a slash and its number).
    const cells = within(big).getAllByTestId('road-cell');
    const first = cells.find((cell) => cell.dataset.col === '0' && cell.dataset.row === '0')!;
    expect(first.querySelectorAll('line')).toHaveLength(1);
    const twoTies = cells.find((cell) => cell.dataset.col === '1' && cell.dataset.row === '1')!;
    expect(twoTies.querySelector('text')).toHaveTextContent('2');
    // Banker pair on hand 3 (index 2), player pair on hand 9 (index 8): one dot each on both roads.
    const bead = screen.getByRole('img', { name: 'เค้าไพ่ลูกปัด 10 ช่อง' }) as unknown as HTMLElement;
    expect(within(bead).getAllByTestId('road-cell')[2]!.querySelectorAll('circle')).toHaveLength(2);
    expect(within(bead).getAllByTestId('road-cell')[2]).toHaveTextContent('จ');
    for (const name of ['บิ๊กอายบอย', 'สมอลโร้ด', 'ค็อกโครชพิก']) expect(screen.getByRole('img', { name: new RegExp(`^${name} \\d+ ช่อง$`) })).toBeInTheDocument();
    expect(roads.big_eye_boy.length).toBeGreaterThan(0);
  });
});

describe('format', () => {
  it('writes measured rates with their hands, and nothing when none were measured', () => {
    expect(measuredText(6, 10)).toBe('6/10 ตา (60.00%)');
    expect(measuredText(0, 0)).toBe('ยังไม่มีข้อมูล');
    expect(percentText(0.458597)).toBe('45.86%');
    expect(cardText('TH')).toEqual({ text: '10♥', red: true });
    expect(cardText('AS')).toEqual({ text: 'A♠', red: false });
  });
});
