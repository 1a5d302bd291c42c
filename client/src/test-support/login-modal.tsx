/**
 * Stands in for the layout's login modal (features/auth/components/auth-dialogs.tsx,
 * tested there) in a feature's test, which may not import another feature:
 * open by the `login` flag, it logs the test member in as the real form does
 * (the session first, then the modal closes) or is closed without a login.
 */
import { createPortal } from 'react-dom';
import { session } from '#client/lib/session.js';
import { useModal } from '#client/lib/ui-state.js';
import { testSession } from './fetch-mock.js';

export function LoginModalStandIn() {
  const login = useModal('login');
  if (!login.open) return null;
  // A portal of its own on top, as the real modal is: a dialog under it hides the page it sits in.
  return createPortal(
    <div role="dialog" aria-label="เข้าสู่ระบบ (ทดสอบ)" style={{ pointerEvents: 'auto' }}>
      <button
        type="button"
        onClick={() => {
          session.set(testSession());
          login.setOpen(false);
        }}
      >
        เข้าสู่ระบบเป็นสมาชิกทดสอบ
      </button>
      <button type="button" onClick={() => login.setOpen(false)}>
        ปิดโดยไม่เข้าสู่ระบบ
      </button>
    </div>,
    document.body,
  );
}
