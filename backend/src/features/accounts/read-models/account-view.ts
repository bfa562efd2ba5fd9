import type { Doc } from '../../../platform/read-store/read-store.port';
import type { Role, ServerStatus } from '../domain/account-status';

/** The `accounts` read model: one document per account, personal fields decrypted. */
export interface AccountView extends Doc {
  _id: string;
  phone: string | null;
  phoneHash: string;
  name: string | null;
  email: string | null;
  status: ServerStatus;
  roles: Role[];
  createdAt: string;
  lastSignInAt: string | null;
  signInCount: number;
  /** First touch (`account.attributed`): absent on accounts made before attribution was recorded. */
  source?: string | null;
  landingPage?: string | null;
  updatedAt: string;
}

export const ACCOUNTS = 'accounts';
