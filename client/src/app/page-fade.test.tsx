import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render.js';
import { PageFade } from './page-fade.js';

describe('page fade', () => {
  it('starts each page transparent and fades it in', () => {
    renderWithProviders(
      <PageFade>
        <p>เนื้อหา</p>
      </PageFade>,
    );
    expect(screen.getByText('เนื้อหา')).toBeInTheDocument();
    expect(screen.getByTestId('page-fade')).toHaveStyle({ opacity: '0' });
  });
});
