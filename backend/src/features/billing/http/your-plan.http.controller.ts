import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/access/current-user.decorator';
import type { AuthenticatedUser } from '../../../platform/http/request-context';
import { GetYourPlanQuery } from '../queries/get-your-plan.query';
import { YourPlanResponse } from './billing.response';

@ApiTags('billing')
@ApiBearerAuth()
@Controller('api/me')
export class YourPlanHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('plan')
  @ApiOperation({
    summary: "The caller's plan as every page shows it: state, plan, trial end or end of access, next charge as discounted, refund, card",
  })
  @ApiOkResponse({ type: YourPlanResponse })
  yourPlan(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new GetYourPlanQuery(user.id));
  }
}
