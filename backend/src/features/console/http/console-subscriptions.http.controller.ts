import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Roles } from '../../../platform/access/roles.decorator';
import { parseListParams } from '../list/list-params';
import type { HistoryEntry } from '../log/history-entry';
import type { ConsoleSubscriptionRow } from '../queries/console-subscription-row';
import { GetConsoleSubscriptionQuery } from '../queries/get-console-subscription.query';
import { GetSubscriptionHistoryQuery } from '../queries/get-subscription-history.query';
import { ListConsoleSubscriptionsQuery, SUBSCRIPTION_FILTERS, SUBSCRIPTION_SORT_FIELDS } from '../queries/list-console-subscriptions.query';
import { ApiContentRangeList, withContentRange } from './content-range';
import { ConsoleSubscriptionRowResponse, HistoryEntryResponse } from './console.response';
import { HISTORY_DEFAULT, HistoryRequestDto } from './history.request.dto';
import { ListQueryRequestDto } from './list-query.request.dto';
import { ApiListQuery } from '../../../platform/openapi/list-query.openapi';

/** Subscriptions, one per account (id = the account's id), read from billing's read model. */
@ApiTags('console')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Needs the operator role' })
@Roles('operator')
@Controller('api/admin/subscriptions')
export class ConsoleSubscriptionsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Subscriptions (react-admin list): filter status, plan, userId; sort; range; Content-Range' })
  @ApiListQuery()
  @ApiContentRangeList(ConsoleSubscriptionRowResponse, 'subscriptions')
  async list(@Query() query: ListQueryRequestDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<ConsoleSubscriptionRow[]> {
    const params = parseListParams(query, {
      sortable: SUBSCRIPTION_SORT_FIELDS,
      defaultSort: { field: 'updatedAt', descending: true },
      filters: SUBSCRIPTION_FILTERS,
    });
    const page = await this.queries.execute(new ListConsoleSubscriptionsQuery(params));
    return withContentRange(reply, 'subscriptions', params.skip, page.rows, page.total);
  }

  @Get(':id')
  @ApiOperation({ summary: "One account's subscription" })
  @ApiOkResponse({ type: ConsoleSubscriptionRowResponse })
  @ApiNotFoundResponse({ description: 'The account has no subscription' })
  one(@Param('id') id: string): Promise<ConsoleSubscriptionRow> {
    return this.queries.execute(new GetConsoleSubscriptionQuery(id));
  }

  @Get(':id/history')
  @ApiOperation({ summary: 'The account\'s subscription events, newest first, personal data shown as "encrypted"' })
  @ApiOkResponse({ type: [HistoryEntryResponse] })
  @ApiNotFoundResponse({ description: 'No such account' })
  history(@Param('id') id: string, @Query() query: HistoryRequestDto): Promise<HistoryEntry[]> {
    return this.queries.execute(new GetSubscriptionHistoryQuery(id, query.limit ?? HISTORY_DEFAULT, query.before));
  }
}
