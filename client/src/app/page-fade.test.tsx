import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { renderWithProviders } from '#client/test-support/render.js';
import { PageFade } from './page-fade.js';

describe('page fade', () => {
  it('shows the page the document opened on at once, and fades in every page after it', async () => {
    const router = createMemoryRouter(
      ['/', '/lotto'].map((path) => ({ path, element: <PageFade><p>หน้า {path}</p></PageFade> })),
      { initialEntries: ['/'] },
    );
    renderWithProviders(null, { router });
    expect(screen.getByText('หน้า /')).toBeInTheDocument();
    expect(screen.getByTestId('page-fade')).not.toHaveStyle({ opacity: '0' });

    await act(() => router.navigate('/lotto'));
    expect(screen.getByText('หน้า /lotto')).toBeInTheDocument();
    expect(screen.getByTestId('page-fade')).toHaveStyle({ opacity: '0' });
    expect(screen.getByTestId('page-fade').style.animation).toContain('fade-in');
  });
});
