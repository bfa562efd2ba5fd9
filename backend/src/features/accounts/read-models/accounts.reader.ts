import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/commands/domain-error';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import type { AuthenticatedUser } from '../../../platform/http/request-context';
import { findPage, type Page } from '../../../platform/read-store/find-page';
import {
  type Filter,
  type FindOptions,
  pickFrom,
  READ_STORE,
  type ReadCollection,
  type ReadStore,
} from '../../../platform/read-store/read-store.port';
import { ACCOUNTS, type AccountView } from './account-view';

/** The `accounts` read model as other features read it: by id, by phone, or a page of the console's list. */
@Injectable()
export class AccountsReader {
  private readonly accounts: ReadCollection<AccountView>;

  constructor(
    private readonly cipher: PersonalDataCipher,
    @Inject(READ_STORE) reads: ReadStore,
  ) {
    this.accounts = reads.collection<AccountView>(ACCOUNTS);
  }

  get(userId: string): Promise<AccountView | null> {
    return this.accounts.get(userId);
  }

  /** Who the account is as the access check needs it, on every signed-in request: without copying the whole account. */
  async caller(userId: string): Promise<AuthenticatedUser | null> {
    return pickFrom(this.accounts, userId, (account) => ({ id: account._id, phone: account.phone, roles: [...account.roles] }));
  }

  async require(userId: string): Promise<AccountView> {
    const account = await this.get(userId);
    if (!account) throw new DomainError('This account does not exist.', 'not_found');
    return account;
  }

  /** Found through the phone's keyed hash: the read model holds no index on the number itself. */
  async findByPhone(phone: string): Promise<AccountView | null> {
    const [account] = await this.accounts.find({ phoneHash: this.cipher.lookupHash(phone) }, { limit: 1 });
    return account ?? null;
  }

  /** One page of the accounts a filter over the account fields selects, with how many it selects in all. */
  page(filter: Filter, options: FindOptions): Promise<Page<AccountView>> {
    return findPage(this.accounts, filter, options);
  }
}
