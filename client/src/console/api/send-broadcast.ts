import { useMutation } from '@tanstack/react-query';
import { consoleCalls } from '#shared/api/agent-console.js';
import type { BroadcastRequest } from '#shared/api/operator.js';
import { consoleCall } from './console-client.js';

/** POST /agent/broadcast: stored upstream and pushed live (`stored: false` when the upstream cannot store it). */
export const sendBroadcast = (body: BroadcastRequest) => consoleCall(consoleCalls.broadcast, { body });

export const useSendBroadcast = () => useMutation({ mutationFn: sendBroadcast });
