import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Roles } from '../../../platform/access/roles.decorator';
import { DomainError } from '../../../platform/commands/domain-error';
import { ApiListQuery } from '../../../platform/openapi/list-query.openapi';
import { type ConsoleConversationRow, ConsoleConversationQuery } from '../queries/console-conversation.query';
import { ConsoleConversationRowResponse } from './assistant.response';
import { ConsoleConversationRequestDto } from './console-conversation.request.dto';

const RESOURCE = 'conversation';
const PAGE_MAX = 200;

function rangeOf(raw: string | undefined): { skip: number; limit: number } {
  if (raw === undefined) return { skip: 0, limit: 50 };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || !parsed.every((n) => Number.isInteger(n) && n >= 0) || parsed[1] < parsed[0])
    throw new DomainError('range must look like [0,24].', 'invalid');
  const [first, last] = parsed as [number, number];
  return { skip: first, limit: Math.min(last - first + 1, PAGE_MAX) };
}

/** The console's conversation tab: times, channel, intents and outcome of each message, never its text. */
@ApiTags('console')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Needs the operator role' })
@Roles('operator')
@Controller('api/admin/accounts')
export class ConsoleConversationHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/conversation')
  @ApiOperation({ summary: "An account's conversation with daily, newest first (react-admin list, range; Content-Range); no message text" })
  @ApiListQuery()
  @ApiNotFoundResponse({ description: 'No such account' })
  @ApiOkResponse({
    type: [ConsoleConversationRowResponse],
    headers: {
      'Content-Range': {
        description: '`conversation <first>-<last>/<total>` (`conversation */0` when empty)',
        required: true,
        schema: { type: 'string', example: 'conversation 0-24/120' },
      },
    },
  })
  async list(
    @Param('id') id: string,
    @Query() query: ConsoleConversationRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ConsoleConversationRow[]> {
    const { skip, limit } = rangeOf(query.range);
    const page = await this.queries.execute(new ConsoleConversationQuery(id, skip, limit));
    const shown = page.rows.length ? `${skip}-${skip + page.rows.length - 1}` : '*';
    void reply.header('content-range', `${RESOURCE} ${shown}/${page.total}`);
    void reply.header('access-control-expose-headers', 'Content-Range');
    return page.rows;
  }
}
