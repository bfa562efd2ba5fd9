import type { Role, ServerStatus } from './account-status';

/** Personal fields hold `enc:v1:` ciphertext made with the account's own data key. */
export type AccountRegistered = {
  type: 'account.registered';
  data: { userId: string; phone: string; phoneHash: string; status: ServerStatus; via: 'otp' | 'test-phone' | 'console' };
};
export type AccountSignedIn = { type: 'account.signed_in'; data: { userId: string; method: 'otp' | 'test-phone'; firstTime: boolean } };
export type AccountNameSet = { type: 'account.name_set'; data: { userId: string; name: string } };
export type AccountStatusChanged = {
  type: 'account.status_changed';
  data: { userId: string; from: ServerStatus; to: ServerStatus; reason: string };
};
export type AccountRoleGranted = { type: 'account.role_granted'; data: { userId: string; role: Role; reason: string } };
export type AccountRoleRevoked = { type: 'account.role_revoked'; data: { userId: string; role: Role; reason: string } };
/** Settings changed the phone after a code sent to the new number came back (features/profile). */
export type AccountPhoneChanged = {
  type: 'account.phone_changed';
  data: { userId: string; phone: string; phoneHash: string; previousPhoneHash: string | null };
};

/**
 * The first touch a new account came from: the source (ref or utm_source) and landing page of the
 * visit its first sign-in happened in. Recorded once, with the registration.
 */
export type AccountAttributed = {
  type: 'account.attributed';
  data: { userId: string; sessionId: string | null; source: string | null; landingPage: string | null; firstVisitAt: string | null };
};

export type AccountEvent =
  | AccountRegistered
  | AccountAttributed
  | AccountSignedIn
  | AccountNameSet
  | AccountStatusChanged
  | AccountRoleGranted
  | AccountRoleRevoked
  | AccountPhoneChanged;

/**
 * The e-mail a person sets in settings. Profile writes it, to its own stream, and declares it; the
 * accounts read model follows it so the session user carries the address. The shape is defined
 * here, in the feature below profile, so both read it from its owner without importing each other.
 */
export type EmailChanged = { type: 'profile.email_changed'; data: { userId: string; /** sealed */ email: string } };

export const accountStream = (userId: string): string => `account-${userId}`;
