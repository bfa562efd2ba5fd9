import type { ApiCall, ApiReply } from '@/testing/fake-api';
import { fakeApi } from '@/testing/fake-api';

type Stored = { email: string | null; phone: string | null; voice: string };
type Messages = { enabled: boolean; time_zone: string | null };
type MorningPlan = { enabled: boolean; time: string };

export type SettingsServerOptions = {
  stored?: Partial<Stored>;
  /** Answers instead of the normal one for a request, when it returns something. */
  override?: (call: ApiCall) => ApiReply | Promise<ApiReply> | undefined;
};

/** A stand-in for the settings endpoints, holding one user's email, phone, voice, messages and morning plan settings. */
export function settingsServer({ stored: initial, override }: SettingsServerOptions = {}) {
  const stored: Stored = { email: null, phone: '+447700900001', voice: 'default', ...initial };
  const messages: Messages = { enabled: true, time_zone: null };
  const morningPlan: MorningPlan = { enabled: false, time: '08:30' };
  const api = fakeApi(async (call) => {
    const special = await override?.(call);
    if (special) return special;
    const body = (call.body ?? {}) as Record<string, string>;
    if (call.path === '/api/me/messages') {
      if (call.method === 'PUT') {
        const change = call.body as { enabled: boolean; time_zone?: string };
        messages.enabled = change.enabled;
        messages.time_zone = change.time_zone ?? messages.time_zone;
      }
      return { json: { ...messages } };
    }
    if (call.path === '/api/me/morning-plan') {
      if (call.method === 'PUT') {
        const change = call.body as { enabled: boolean; time?: string };
        morningPlan.enabled = change.enabled;
        morningPlan.time = change.time ?? morningPlan.time;
      }
      return { json: { ...morningPlan } };
    }
    if (call.path === '/dev/user/get') return { json: { success: true, data: { user_id: body.userId, ...stored } } };
    if (call.path === '/dev/user/update') {
      const field = body.field as keyof Stored;
      if (field === 'phone' && body.value !== stored.phone) {
        return {
          json: { success: false, needs_verification: true, message: 'We sent a code to the new number. Enter it to confirm the change.' },
        };
      }
      if (field === 'voice') stored.voice = body.value ?? 'default';
      else stored[field] = body.value ?? null;
      return { json: { success: true } };
    }
    if (call.path === '/dev/user/update/verify-phone') {
      if (body.token !== '123456')
        return { status: 400, json: { success: false, error: 'That code is not correct', message: 'That code is not correct' } };
      stored.phone = body.phone ?? null;
      return { json: { success: true } };
    }
    return { status: 404, json: { message: 'Not found' } };
  });
  return { ...api, stored, messages, morningPlan };
}
