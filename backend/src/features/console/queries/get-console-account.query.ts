import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { AccountsReader } from '../../accounts';
import { type ConsoleAccountRow, toConsoleAccountRow } from './console-account-row';

export class GetConsoleAccountQuery extends Query<ConsoleAccountRow> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetConsoleAccountQuery)
export class GetConsoleAccountHandler implements IQueryHandler<GetConsoleAccountQuery> {
  constructor(private readonly accounts: AccountsReader) {}

  async execute({ userId }: GetConsoleAccountQuery): Promise<ConsoleAccountRow> {
    return toConsoleAccountRow(await this.accounts.require(userId));
  }
}
