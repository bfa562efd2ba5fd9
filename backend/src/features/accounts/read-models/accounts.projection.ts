import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Inject } from '@nestjs/common';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import type { Projection } from '../../../platform/projections/projection';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { ACCOUNT_EVENT_TYPES, type AccountEvent } from '../domain/account.events';

const EMAIL_CHANGED = 'profile.email_changed';
type EmailChanged = { type: typeof EMAIL_CHANGED; data: { userId: string; email: string } };
import { ACCOUNTS, type AccountView } from './account-view';

@Injectable()
export class AccountsProjection implements Projection, OnModuleInit {
  readonly name = 'accounts';
  /** The account's own events, plus the e-mail set in settings (kept in the profile stream) so the session user carries it. */
  readonly handles = [...ACCOUNT_EVENT_TYPES, EMAIL_CHANGED];
  readonly collections = [ACCOUNTS];
  private readonly accounts: ReadCollection<AccountView>;

  constructor(
    @Inject(READ_STORE) reads: ReadStore,
    private readonly cipher: PersonalDataCipher,
    private readonly runner: ProjectionRunner,
  ) {
    this.accounts = reads.collection<AccountView>(ACCOUNTS, [
      { fields: { phoneHash: 1 }, unique: true },
      { fields: { status: 1 } },
      { fields: { createdAt: -1 } },
    ]);
  }

  onModuleInit(): void {
    this.runner.register(this);
  }

  async apply(recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as (AccountEvent | EmailChanged) & RecordedEvent;
    const at = recorded.metadata.occurredAt;
    const userId = event.data.userId;
    switch (event.type) {
      case 'account.registered': {
        const phone = await this.cipher.decrypt(userId, event.data.phone);
        return applyOnce(this.accounts, userId, recorded, (current) =>
          current
            ? current
            : {
                phone,
                phoneHash: event.data.phoneHash,
                name: null,
                email: null,
                status: event.data.status,
                roles: [],
                createdAt: at,
                lastSignInAt: null,
                signInCount: 0,
                updatedAt: at,
              },
        );
      }
      case 'account.attributed':
        return applyOnce(
          this.accounts,
          userId,
          recorded,
          (current) => current && { ...current, source: event.data.source, landingPage: event.data.landingPage, updatedAt: at },
        );
      case 'account.signed_in':
        return applyOnce(
          this.accounts,
          userId,
          recorded,
          (current) => current && { ...current, lastSignInAt: at, signInCount: current.signInCount + 1, updatedAt: at },
        );
      case 'account.name_set': {
        const name = await this.cipher.decrypt(userId, event.data.name);
        return applyOnce(this.accounts, userId, recorded, (current) => current && { ...current, name, updatedAt: at });
      }
      case 'account.status_changed':
        return applyOnce(this.accounts, userId, recorded, (current) => current && { ...current, status: event.data.to, updatedAt: at });
      case 'account.role_granted':
        return applyOnce(
          this.accounts,
          userId,
          recorded,
          (current) =>
            current && { ...current, roles: [...current.roles.filter((r) => r !== event.data.role), event.data.role], updatedAt: at },
        );
      case 'account.role_revoked':
        return applyOnce(
          this.accounts,
          userId,
          recorded,
          (current) => current && { ...current, roles: current.roles.filter((r) => r !== event.data.role), updatedAt: at },
        );
      case 'account.phone_changed': {
        // The phoneHash index is unique: the old number must leave this document before anyone else can register it.
        const phone = await this.cipher.decrypt(userId, event.data.phone);
        return applyOnce(
          this.accounts,
          userId,
          recorded,
          (current) => current && { ...current, phone, phoneHash: event.data.phoneHash, updatedAt: at },
        );
      }
      case EMAIL_CHANGED: {
        const email = await this.cipher.decrypt(userId, event.data.email);
        return applyOnce(this.accounts, userId, recorded, (current) => current && { ...current, email, updatedAt: at });
      }
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  }
}
