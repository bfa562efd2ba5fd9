import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { CommandContext } from '../../../platform/commands/command-context';
import { Ctx } from '../../../platform/http/request-context';
import type { AuthenticatedUser } from '../../../platform/http/request-context';
import { CurrentUser } from '../../../platform/access/current-user.decorator';
import { Roles } from '../../../platform/access/roles.decorator';
import { ChangeAccountStatusCommand } from '../commands/change-account-status.command';
import { SetAccountRoleCommand } from '../commands/set-account-role.command';
import { parseListParams } from '../list/list-params';
import type { ConsoleAccountRow } from '../queries/console-account-row';
import type { HistoryEntry } from '../log/history-entry';
import { GetAccountHistoryQuery } from '../queries/get-account-history.query';
import { GetConsoleAccountQuery } from '../queries/get-console-account.query';
import { ACCOUNT_FILTERS, ACCOUNT_SORT_FIELDS, ListConsoleAccountsQuery } from '../queries/list-console-accounts.query';
import { ChangeStatusRequestDto } from './change-status.request.dto';
import { ApiContentRangeList, withContentRange } from './content-range';
import { ConsoleAccountRowResponse, HistoryEntryResponse } from './console.response';
import { HISTORY_DEFAULT, HistoryRequestDto } from './history.request.dto';
import { ListQueryRequestDto } from './list-query.request.dto';
import { ApiListQuery } from '../../../platform/openapi/list-query.openapi';
import { SetRoleRequestDto } from './set-role.request.dto';

@ApiTags('console')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Needs the operator role' })
@Roles('operator')
@Controller('api/admin/accounts')
export class ConsoleAccountsHttpController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Accounts (react-admin list): filter q (phone, name or id), status, role; sort; range; Content-Range' })
  @ApiListQuery()
  @ApiContentRangeList(ConsoleAccountRowResponse, 'accounts')
  async list(@Query() query: ListQueryRequestDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<ConsoleAccountRow[]> {
    const params = parseListParams(query, {
      sortable: ACCOUNT_SORT_FIELDS,
      defaultSort: { field: 'createdAt', descending: true },
      filters: ACCOUNT_FILTERS,
    });
    const page = await this.queries.execute(new ListConsoleAccountsQuery(params));
    return withContentRange(reply, 'accounts', params.skip, page.rows, page.total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One account: profile, status and roles' })
  @ApiOkResponse({ type: ConsoleAccountRowResponse })
  @ApiNotFoundResponse({ description: 'No such account' })
  one(@Param('id') id: string): Promise<ConsoleAccountRow> {
    return this.queries.execute(new GetConsoleAccountQuery(id));
  }

  @Get(':id/history')
  @ApiOperation({
    summary: 'The account\'s events across its streams, newest first, a page at a time (before, limit), personal data shown as "encrypted"',
  })
  @ApiOkResponse({ type: [HistoryEntryResponse] })
  @ApiNotFoundResponse({ description: 'No such account' })
  history(@Param('id') id: string, @Query() query: HistoryRequestDto): Promise<HistoryEntry[]> {
    return this.queries.execute(new GetAccountHistoryQuery(id, query.limit ?? HISTORY_DEFAULT, query.before));
  }

  @Put(':id/status')
  @ApiOperation({ summary: "Change an account's status, with a reason (recorded with the operator as actor)" })
  @ApiBadRequestResponse({ description: 'Unknown status or a reason shorter than 5 characters' })
  @ApiOkResponse({ type: ConsoleAccountRowResponse, description: 'The account as it is now' })
  @ApiNotFoundResponse({ description: 'No such account' })
  changeStatus(
    @Param('id') id: string,
    @Body() body: ChangeStatusRequestDto,
    @CurrentUser() operator: AuthenticatedUser,
    @Ctx('console') context: CommandContext,
  ): Promise<ConsoleAccountRow> {
    return this.commands.execute(new ChangeAccountStatusCommand(operator.id, id, body.status, body.reason, context));
  }

  @Post(':id/roles')
  @HttpCode(200)
  @ApiOperation({ summary: 'Grant or revoke the analyst or operator role, with a reason' })
  @ApiBadRequestResponse({ description: 'A reason shorter than 5 characters, or revoking your own operator role' })
  @ApiOkResponse({ type: ConsoleAccountRowResponse, description: 'The account as it is now' })
  @ApiNotFoundResponse({ description: 'No such account' })
  setRole(
    @Param('id') id: string,
    @Body() body: SetRoleRequestDto,
    @CurrentUser() operator: AuthenticatedUser,
    @Ctx('console') context: CommandContext,
  ): Promise<ConsoleAccountRow> {
    return this.commands.execute(new SetAccountRoleCommand(operator.id, id, body.role, body.granted, body.reason, context));
  }
}
