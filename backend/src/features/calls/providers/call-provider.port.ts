import type { Voice } from '../../profile';

export interface CallRequest {
  to: string;
  voice: Voice;
  /** Why daily calls: the person asked, or a proactive nudge. */
  purpose: 'requested' | 'nudge';
}

/** Places outbound calls. */
export interface CallProvider {
  readonly name: 'twilio' | 'local';
  placeCall(request: CallRequest): Promise<{ callId: string }>;
}

export const CALL_PROVIDER = Symbol('CALL_PROVIDER');
