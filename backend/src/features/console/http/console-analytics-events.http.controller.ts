import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AnalyticsEventDetailRowResponse } from '../../analytics';
import type { FastifyReply } from 'fastify';
import type { AnalyticsEventDetailRow } from '../../analytics';
import { Roles } from '../../../platform/access/roles.decorator';
import { parseListParams } from '../list/list-params';
import { GetConsoleAnalyticsEventQuery } from '../queries/get-console-analytics-event.query';
import { ANALYTICS_FILTERS, ANALYTICS_SORT_FIELDS, ListConsoleAnalyticsEventsQuery } from '../queries/list-console-analytics-events.query';
import { ApiContentRangeList, withContentRange } from './content-range';
import { ListQueryRequestDto } from './list-query.request.dto';
import { ApiListQuery } from '../../../platform/openapi/list-query.openapi';

@ApiTags('console')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Needs the operator role' })
@Roles('operator')
@Controller('api/admin/analytics-events')
export class ConsoleAnalyticsEventsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Tracked events, newest first: filter event_type, utm_source ("Direct" for none), session_id, user_id' })
  @ApiListQuery()
  @ApiContentRangeList(AnalyticsEventDetailRowResponse, 'analytics-events')
  async list(@Query() query: ListQueryRequestDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AnalyticsEventDetailRow[]> {
    const params = parseListParams(query, {
      sortable: ANALYTICS_SORT_FIELDS,
      defaultSort: { field: 'id', descending: true },
      filters: ANALYTICS_FILTERS,
    });
    const page = await this.queries.execute(new ListConsoleAnalyticsEventsQuery(params));
    return withContentRange(reply, 'analytics-events', params.skip, page.rows, page.total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One tracked event' })
  @ApiOkResponse({ type: AnalyticsEventDetailRowResponse })
  @ApiNotFoundResponse({ description: 'No such tracked event' })
  @ApiParam({ name: 'id', description: 'The tracked event’s number, a whole number', schema: { type: 'integer', minimum: 1 } })
  one(@Param('id', ParseIntPipe) id: number): Promise<AnalyticsEventDetailRow> {
    return this.queries.execute(new GetConsoleAnalyticsEventQuery(id));
  }
}
