import { defineFeature } from '../../platform/features/feature-declaration';
import type { ReadStore } from '../../platform/read-store/read-store.port';
import type { OtpEvent } from './otp/otp.events';
import type { SessionEvent } from './sessions/session.events';
import { REFRESH_TOKENS, SESSIONS, type SessionView } from './sessions/session-view';
import { sentence } from '../../platform/features/sentence';

/** Refresh-token hashes name only their session family; the person's families are in `sessions`. */
async function eraseRefreshTokens(reads: ReadStore, userId: string): Promise<void> {
  const families = await reads.collection<SessionView>(SESSIONS).find({ userId });
  if (families.length > 0) await reads.collection(REFRESH_TOKENS).deleteMany({ familyId: { $in: families.map((f) => f._id) } });
}

export const authFeature = defineFeature<SessionEvent | OtpEvent>({
  name: 'auth',
  events: {
    'auth.session_started': { concernsUser: true, summary: () => 'Session started' },
    'auth.session_refreshed': { concernsUser: true, summary: () => 'Session refreshed' },
    'auth.session_revoked': {
      concernsUser: true,
      // Signed out, revoked, or the account deleted (which revokes every session): its live streams end.
      endsSession: (d) => d.familyId,
      summary: (d) =>
        `Signed out${{ logout: '', 'refresh-token-reused': ' · a used sign-in token came back, so the session was ended', 'account-deleted': ' · account deleted', operator: ' · by an operator' }[d.reason]}`,
    },
    // Codes are filed under the phone's keyed hash, before anyone is known to be signing in.
    'auth.code_sent': {
      concernsUser: false,
      summary: (d) =>
        sentence(
          'Sign-in code sent',
          { whatsapp: 'by WhatsApp', sms: 'by text', log: 'to the server log', none: 'test number, none sent' }[d.channel],
        ),
    },
    'auth.code_check_failed': { concernsUser: false, summary: (d) => `Wrong sign-in code · ${d.failures} so far` },
    'auth.code_verified': { concernsUser: false, summary: () => 'Sign-in code accepted' },
  },
  personalReadModels: [
    { collection: REFRESH_TOKENS, erase: eraseRefreshTokens, exported: false },
    { collection: SESSIONS, by: 'userId' },
  ],
  proof: {
    // The owner's name, set as the app sets it after sign-in.
    async seed(owner) {
      await owner.request('PUT', '/auth/user', { name: owner.name });
      return { secrets: { name: owner.name } };
    },
  },
});
