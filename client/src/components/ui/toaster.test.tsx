import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '#client/test-support/render.js';
import { notify, Toaster, toaster } from './toaster.js';

describe('Toaster', () => {
  // One store for the app: a toast of this test must not leak into the next.
  afterEach(() => toaster.remove());

  it('names its region and a toast’s close button in Thai for screen readers', async () => {
    renderWithProviders(<Toaster />);
    const region = await screen.findByRole('region');
    expect(region).toHaveAccessibleName('การแจ้งเตือน (กด Alt+T เพื่อไปที่การแจ้งเตือน)');
    act(() => {
      notify.error('ระบบขัดข้องชั่วคราว');
    });
    expect(await screen.findByRole('button', { name: 'ปิดการแจ้งเตือน' })).toBeInTheDocument();
  });

  it('shows a toast asked for before its region was loaded, once the region has come', async () => {
    notify.info('ยินดีต้อนรับ');
    renderWithProviders(<Toaster />);
    expect(await screen.findByText('ยินดีต้อนรับ')).toBeInTheDocument();
  });
});
