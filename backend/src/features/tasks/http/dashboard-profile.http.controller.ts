import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ReadSentAsPost } from '../../../platform/idempotency/idempotency-key';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DashboardProfileEnvelopeResponse } from './task.response';
import type { AuthenticatedUser } from '../../../platform/http/request-context';
import { CurrentUser } from '../../../platform/access/current-user.decorator';
import { OwnUserGuard } from '../../../platform/access/own-user.guard';
import { GetDashboardProfileQuery } from '../queries/get-dashboard-profile.query';
import { UserIdRequestDto } from './user-id.request.dto';

/** `POST /dev/user/profile` (spec section 7): what the dashboard greets the caller with. */
@ApiTags('dashboard')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'The userId is not the signed-in user' })
@UseGuards(OwnUserGuard)
@Controller('dev/user')
export class DashboardProfileHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Post('profile')
  @ReadSentAsPost()
  @HttpCode(200)
  @ApiOperation({ summary: "The caller's account status, call-me prompt (start_q) and contact details" })
  @ApiOkResponse({ type: DashboardProfileEnvelopeResponse })
  async profile(@CurrentUser() user: AuthenticatedUser, @Body() _body: UserIdRequestDto) {
    return { success: true, data: await this.queries.execute(new GetDashboardProfileQuery(user.id)) };
  }
}
