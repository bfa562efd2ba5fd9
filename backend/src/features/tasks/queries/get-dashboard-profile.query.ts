import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../platform/commands/domain-error';
import { AccountsReader } from '../../accounts';

/** The call-me prompt shown on small screens until the assistant has a personal one for the user. */
export const DEFAULT_CALL_PROMPT = 'Want me to call you now?';

/** Spec section 3 ("User data"): the profile has the account status and start_q. */
export interface DashboardProfile {
  user_id: string;
  account: string;
  start_q: string;
  name: string | null;
  phone: string | null;
  email: string | null;
}

export class GetDashboardProfileQuery extends Query<DashboardProfile> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetDashboardProfileQuery)
export class GetDashboardProfileHandler implements IQueryHandler<GetDashboardProfileQuery> {
  constructor(private readonly accounts: AccountsReader) {}

  async execute({ userId }: GetDashboardProfileQuery): Promise<DashboardProfile> {
    const account = await this.accounts.get(userId);
    if (!account) throw new DomainError('This account does not exist.', 'not_found');
    // No event sets a personal prompt yet; `start_q` is the default until one does.
    return {
      user_id: account._id,
      account: account.status,
      start_q: DEFAULT_CALL_PROMPT,
      name: account.name,
      phone: account.phone,
      email: account.email,
    };
  }
}
