import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/access/current-user.decorator';
import type { AuthenticatedUser } from '../../../platform/http/request-context';
import { GetMyPaymentsQuery } from '../queries/get-my-payments.query';
import { PaymentHistoryResponse } from './payments.response';

@ApiTags('billing')
@ApiBearerAuth()
@Controller('api/me')
export class PaymentsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('invoices')
  @ApiOperation({ summary: "The caller's payments, failed payments and refunds, newest first, each paid one with its receipt" })
  @ApiOkResponse({ type: PaymentHistoryResponse })
  invoices(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new GetMyPaymentsQuery(user.id));
  }
}
