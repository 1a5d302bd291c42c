import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '#client/test-support/render.js';
import { RoadGrid } from './road-grid.js';

describe('RoadGrid', () => {
  it('places each cell at its column and row and says what it holds', () => {
    const cells = [
      { col: 0, row: 0 },
      { col: 0, row: 1 },
      { col: 2, row: 5 },
    ];
    renderWithProviders(<RoadGrid name="เค้าไพ่ใหญ่" cells={cells} cellSize={18} minColumns={4} renderCell={() => <rect width="1" height="1" />} />);
    const grid = screen.getByRole('img', { name: 'เค้าไพ่ใหญ่ 3 ช่อง' });
    const drawn = within(grid as unknown as HTMLElement).getAllByTestId('road-cell');
    expect(drawn.map((cell) => [cell.dataset.col, cell.dataset.row, cell.getAttribute('transform')])).toEqual([
      ['0', '0', 'translate(0 0)'],
      ['0', '1', 'translate(0 18)'],
      ['2', '5', 'translate(36 90)'],
    ]);
    // 6 rows; at least the minimum columns, and one spare past the last cell.
    expect(grid).toHaveAttribute('height', String(6 * 18 + 1));
    expect(grid).toHaveAttribute('width', String(4 * 18 + 1));
  });

  it('grows past the minimum with the road, one spare column after the last', () => {
    renderWithProviders(<RoadGrid name="เค้าไพ่ลูกปัด" cells={[{ col: 9, row: 0 }]} cellSize={10} minColumns={4} renderCell={() => null} />);
    expect(screen.getByRole('img', { name: 'เค้าไพ่ลูกปัด 1 ช่อง' })).toHaveAttribute('width', String(11 * 10 + 1));
  });
});
