import type { operatorCalls } from '#shared/api/operator.js';
import { toWireDate } from '#shared/dates.js';
import { issueResetLink } from '../auth/account-service.js';
import { demoOutbox } from '../auth/sms/outbox.js';
import type { Ctx } from '../context.js';
import type { Handlers } from '../http/mount.js';

/** Password reset from the agent's side (docs/decisions/0028). */
export function resetOperatorHandlers(ctx: Ctx): Pick<Handlers<typeof operatorCalls>, 'resetLink' | 'smsOutbox'> {
  return {
    resetLink: async ({ body }) => {
      const { token, expiresAt } = await issueResetLink(ctx, body.username);
      return { username: body.username, path: `/forgot?token=${token}`, expires_at: toWireDate(expiresAt) };
    },
    // Only the demo outbox: with a real SMS gateway the code goes to the phone and nowhere else.
    smsOutbox: async () =>
      ctx.settings.smsSender || !ctx.settings.demo
        ? []
        : (await demoOutbox(ctx.db)).map((m) => ({ phone: m.phone, text: m.text, sent_at: toWireDate(m.sentAt) })),
  };
}
