import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { renderWithProviders } from '#client/test-support/render.js';
import { ClientSeedForm, type ClientSeedLabels } from './client-seed-form.js';

const schema = z.string().trim().min(1, { error: 'กรุณากรอก' }).regex(/^[\x21-\x7e]+$/, { error: 'อังกฤษเท่านั้น' });
const labels: ClientSeedLabels = { form: 'ตั้ง seed', field: 'seed ของคุณ', submit: 'บันทึก', hint: 'คำอธิบาย' };

function renderForm(props: Partial<Parameters<typeof ClientSeedForm>[0]> = {}) {
  const onSave = vi.fn();
  const view = renderWithProviders(
    <ClientSeedForm current="old-seed" schema={schema} pending={false} error={null} onSave={onSave} labels={labels} layout="inline" {...props} />,
  );
  return { onSave, ...view };
}

/** the server's seed changes under the form, as a rotation does */
function Rotating() {
  const [current, setCurrent] = useState('old-seed');
  return (
    <>
      <ClientSeedForm current={current} schema={schema} pending={false} error={current === 'old-seed' ? 'ระบบขัดข้อง' : null} onSave={vi.fn()} labels={labels} layout="inline" />
      <button type="button" onClick={() => setCurrent('new-seed')}>
        หมุนเวียน
      </button>
    </>
  );
}

describe('ClientSeedForm', () => {
  it('checks the seed with the schema it is given and sends only what passes, trimmed', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    const field = screen.getByRole('textbox', { name: 'seed ของคุณ' });
    expect(field).toHaveValue('old-seed');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(screen.getByTestId('client-seed-error')).toHaveTextContent('กรุณากรอก');
    await user.type(field, 'เลข');
    expect(screen.queryByTestId('client-seed-error')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(screen.getByTestId('client-seed-error')).toHaveTextContent('อังกฤษเท่านั้น');
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, ' lucky-7 ');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(onSave).toHaveBeenCalledWith('lucky-7');
  });

  it('shows the server refusal and the server seed once it changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Rotating />);
    expect(screen.getByTestId('client-seed-error')).toHaveTextContent('ระบบขัดข้อง');
    await user.type(screen.getByRole('textbox', { name: 'seed ของคุณ' }), '-typed');
    await user.click(screen.getByRole('button', { name: 'หมุนเวียน' }));
    expect(screen.getByRole('textbox', { name: 'seed ของคุณ' })).toHaveValue('new-seed');
    expect(screen.queryByTestId('client-seed-error')).toBeNull();
  });

  it('stacked: the hint under the action, which waits while disabled', () => {
    renderForm({ layout: 'stacked', disabled: true });
    expect(screen.getByRole('form', { name: 'ตั้ง seed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'บันทึก' })).toBeDisabled();
    expect(screen.getByText('คำอธิบาย')).toBeInTheDocument();
  });
});
