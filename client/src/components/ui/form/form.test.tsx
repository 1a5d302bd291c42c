import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { ZLoginRequest } from '#shared/api/auth.js';
import { ErrorCode } from '#shared/errors.js';
import { ApiError } from '#client/lib/api-client.js';
import { renderWithProviders } from '#client/test-support/render.js';
import { FormError, FormProvider, PasswordField, TextField, placeServerErrors, useContractForm } from './index.js';

/** A small form over the login call's request schema; `send` answers or throws like a call. */
function KitForm({ send, schema = ZLoginRequest }: { send: (values: unknown) => Promise<void>; schema?: z.ZodType<{ username: string; password: string }, { username: string; password: string }> }) {
  const form = useContractForm(schema, { defaultValues: { username: '', password: '' } });
  const onValid = form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      placeServerErrors(form.setError, error, ['username', 'password']);
    }
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onValid} aria-label="ทดสอบ">
        <FormError />
        <TextField label="เบอร์โทรศัพท์" name="username" required />
        <PasswordField label="รหัสผ่าน" name="password" required />
        <button type="submit">ส่ง</button>
      </form>
    </FormProvider>
  );
}

describe('the form kit', () => {
  it('shows the schema’s Thai message under the field, on submit, and sends nothing', async () => {
    const send = vi.fn(async () => {});
    renderWithProviders(<KitForm send={send} />);
    expect(screen.queryByText('กรุณากรอกเบอร์โทรศัพท์')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'ส่ง' }));
    expect(await screen.findByText('กรุณากรอกเบอร์โทรศัพท์')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกรหัสผ่าน')).toBeInTheDocument();
    expect(screen.getByLabelText(/เบอร์โทรศัพท์/)).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
    // Typing in the field clears its error.
    await userEvent.type(screen.getByLabelText(/เบอร์โทรศัพท์/), '0');
    expect(screen.queryByText('กรุณากรอกเบอร์โทรศัพท์')).toBeNull();
  });

  it('a schema without its own message still speaks Thai (zod’s Thai locale)', async () => {
    const schema = z.object({ username: z.string().max(3), password: z.string() });
    renderWithProviders(<KitForm send={vi.fn(async () => {})} schema={schema} />);
    await userEvent.type(screen.getByLabelText(/เบอร์โทรศัพท์/), '0812345678');
    await userEvent.click(screen.getByRole('button', { name: 'ส่ง' }));
    const message = (await screen.findByLabelText(/เบอร์โทรศัพท์/)).closest('[data-part="root"]')?.textContent ?? '';
    expect(message).toMatch(/[\u0E00-\u0E7F]/);
    expect(message).not.toMatch(/too big|Too big|expected/i);
  });

  it('places the server envelope’s `fields` beside their fields', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(ErrorCode.VALIDATION, 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง', 422, { username: 'เบอร์โทรศัพท์ไม่ถูกต้อง' });
    });
    renderWithProviders(<KitForm send={send} />);
    await userEvent.type(screen.getByLabelText(/เบอร์โทรศัพท์/), '0812345678');
    await userEvent.type(screen.getByLabelText(/^รหัสผ่าน/), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'ส่ง' }));
    expect(await screen.findByText('เบอร์โทรศัพท์ไม่ถูกต้อง')).toBeInTheDocument();
    expect(screen.getByLabelText(/เบอร์โทรศัพท์/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(send).toHaveBeenCalledWith({ username: '0812345678', password: 'secret-pass' });
  });

  it('shows a refusal without fields as the form-level message', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(ErrorCode.INVALID_CREDENTIALS, 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง', 401);
    });
    renderWithProviders(<KitForm send={send} />);
    await userEvent.type(screen.getByLabelText(/เบอร์โทรศัพท์/), '0812345678');
    await userEvent.type(screen.getByLabelText(/^รหัสผ่าน/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'ส่ง' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง');
    // Typing again takes the form-level message away.
    await userEvent.type(screen.getByLabelText(/^รหัสผ่าน/), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
