import { OTP_PURPOSE_TH, type OtpPurpose } from '#shared/api/otp-answer.js';
import { processLogger } from '#server-kit/observability/logger.js';
import type { Ctx } from '../../context.js';
import type { SmsSender } from '../../settings.js';
import { demoOutboxSender } from '../sms/outbox.js';
import type { IssuedCode } from './codes.js';

/**
 * Where codes go: the configured SMS gateway (`sms`), or in demo mode without
 * one the console's outbox (`demo`); with neither no code is asked for.
 */
export interface OtpChannel {
  method: 'sms' | 'demo';
  send: SmsSender;
}

export function otpChannel(ctx: Ctx): OtpChannel | undefined {
  if (ctx.settings.smsSender) return { method: 'sms', send: ctx.settings.smsSender };
  if (ctx.settings.demo) return { method: 'demo', send: demoOutboxSender(ctx.db, () => ctx.clock.now()) };
  return undefined;
}

/** The SMS, as Thai banks word theirs: the code, its reference, what it is for, how long, and never to share it. */
export function otpText(purpose: OtpPurpose, issued: IssuedCode, ttlMs: number): string {
  const minutes = Math.round(ttlMs / 60_000);
  return `รหัส OTP คือ ${issued.code} (Ref: ${issued.ref}) สำหรับ${OTP_PURPOSE_TH[purpose]} ใช้ได้ภายใน ${minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น`;
}

/**
 * Sends without making the caller wait on a gateway: neither the answer nor
 * its time says anything the SMS does not. A failed send is logged (never the
 * text: it carries the code); the member asks again. The demo outbox is this
 * database, so it is awaited: the code is there when the page is told so.
 */
export async function sendCode(channel: OtpChannel, phone: string, text: string): Promise<void> {
  const sent = channel.send(phone, text).catch((error: unknown) => {
    processLogger('upstream').error({ reason: error instanceof Error ? error.message : String(error) }, 'one-time code not sent');
  });
  if (channel.method === 'demo') await sent;
}
