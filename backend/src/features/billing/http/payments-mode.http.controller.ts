import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PaymentsModeResponse } from './billing.response';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { Public } from '../../../platform/http/public.decorator';

/**
 * Whether payments run through the built-in test checkout, so every page can say so where that
 * matters: a production server that runs it on purpose (PAYMENTS=test) shows a banner to everyone.
 */
@ApiTags('stripe')
@Public()
@Controller('api/stripe')
export class PaymentsModeHttpController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('mode')
  @ApiOperation({
    summary: 'test_mode: payments use the built-in test checkout; show_banner: every page says so (production with PAYMENTS=test)',
  })
  @ApiOkResponse({ type: PaymentsModeResponse })
  mode(): { test_mode: boolean; show_banner: boolean } {
    return { test_mode: this.config.paymentsTestMode, show_banner: this.config.paymentsTestMode && this.config.production };
  }
}
