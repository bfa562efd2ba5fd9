import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Roles } from '../../../platform/access/roles.decorator';
import { parseListParams } from '../list/list-params';
import type { LogEventRow } from '../log/log-event-row';
import { GetLogEventQuery } from '../queries/get-log-event.query';
import { LOG_FILTERS, LOG_SORT_FIELDS, ListLogEventsQuery } from '../queries/list-log-events.query';
import { ApiContentRangeList, withContentRange } from './content-range';
import { LogEventRowResponse } from './console.response';
import { ListQueryRequestDto } from './list-query.request.dto';
import { ApiListQuery } from '../../../platform/openapi/list-query.openapi';

@ApiTags('console')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Needs the operator role' })
@Roles('operator')
@Controller('api/admin/events')
export class ConsoleEventsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'The global event log, newest first: filter stream, type; personal data shown as "encrypted"' })
  @ApiListQuery()
  @ApiContentRangeList(LogEventRowResponse, 'events')
  async list(@Query() query: ListQueryRequestDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<LogEventRow[]> {
    const params = parseListParams(query, {
      sortable: LOG_SORT_FIELDS,
      defaultSort: { field: 'id', descending: true },
      filters: LOG_FILTERS,
    });
    const page = await this.queries.execute(new ListLogEventsQuery(params));
    return withContentRange(reply, 'events', params.skip, page.rows, page.total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One event by its position in the log' })
  @ApiOkResponse({ type: LogEventRowResponse })
  @ApiNotFoundResponse({ description: 'No event at this position' })
  @ApiParam({ name: 'id', description: 'The position in the log, a whole number', schema: { type: 'integer', minimum: 1 } })
  one(@Param('id', ParseIntPipe) position: number): Promise<LogEventRow> {
    return this.queries.execute(new GetLogEventQuery(position));
  }
}
