import { z } from 'zod';
import type { BankCode } from '../banks.js';

/** POST /api/agent/config */
export interface AgentConfigResponse {
  agent_code: string;
  name: string;
  info: {
    agent_logo: string | null;
    line_contact_url: string | null;
    line_admin_url: string | null;
  };
}

/** POST /api/agent/bank_accounts */
export interface AgentBankAccount {
  id: number;
  bank_code: BankCode;
  bank_name: string;
  account_no: string;
  account_name: string;
}

/** POST /api/agent/true_money_accounts */
export interface AgentTrueMoneyAccount {
  id: number;
  phone: string;
  account_name: string;
}

/** GET /api/notifications: type 1 is an announcement with an image, others are text. */
export interface Notification {
  id: number;
  type: number;
  image: string | null;
  title: string;
  description: string | null;
  created_at: string;
}

/** GET /api/banner */
export interface Banner {
  id: number;
  image: string;
  title: string;
  link: string | null;
}

/** GET /api/event/list: one image per event in the announcement dialog. */
export interface AgentEvent {
  id: number;
  /** null for a text-only announcement, shown as a text slide */
  image: string | null;
  title: string;
  description: string | null;
  created_at: string;
}

/** GET /api/agent/validate?code= */
export interface AgentValidateResponse {
  valid: boolean;
  agent_code: string;
}

export const ZAgentValidateQuery = z.object({
  code: z.string({ error: 'กรุณาระบุรหัสเอเย่นต์' }).trim().min(1, { error: 'กรุณาระบุรหัสเอเย่นต์' }).max(32, { error: 'รหัสเอเย่นต์ยาวเกินไป' }),
});
export type AgentValidateQuery = z.input<typeof ZAgentValidateQuery>;
