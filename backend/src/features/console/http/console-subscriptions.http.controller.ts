import { Controller, Get, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Roles } from '../../auth/access/roles.decorator';
import { parseListParams } from '../list/list-params';
import { withContentRange } from './content-range';
import { ListQueryRequestDto } from './list-query.request.dto';

/** Placeholder until billing has a read model to list; answers the react-admin shape with no rows. */
@ApiTags('console')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Needs the operator role' })
@Roles('operator')
@Controller('api/admin/subscriptions')
export class ConsoleSubscriptionsHttpController {
  @Get()
  @ApiOperation({ summary: 'Subscriptions (react-admin list)' })
  list(@Query() query: ListQueryRequestDto, @Res({ passthrough: true }) reply: FastifyReply): unknown[] {
    const params = parseListParams(query, { sortable: ['id'], defaultSort: { field: 'id', descending: true }, filters: ['status', 'userId'] });
    return withContentRange(reply, 'subscriptions', params.skip, [], 0);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One subscription' })
  one(@Param('id') _id: string): never {
    throw new NotFoundException('There is no subscription with this id.');
  }
}
