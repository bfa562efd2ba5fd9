import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ReadSentAsPost } from '../../../platform/idempotency/idempotency-key';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AccountStatusResponse, ProfileCheckResponse } from './user-profile.response';
import type { CommandContext } from '../../../platform/commands/command-context';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { Ctx } from '../../../platform/http/request-context';
import type { AuthenticatedUser } from '../../../platform/http/request-context';
import { CurrentUser } from '../../../platform/access/current-user.decorator';
import { OwnUserGuard } from '../../../platform/access/own-user.guard';
import { OpenAfterSignInCommand } from '../commands/open-after-sign-in.command';
import { AccountsReader } from '../read-models/accounts.reader';
import { normalisePhone } from '../domain/phone-number';
import { CheckProfileRequestDto } from './check-profile.request.dto';
import { NotifyRequestDto } from './notify.request.dto';

/** The profile calls of spec section 7, answered only about the caller (operators: anyone). */
@ApiTags('user')
@ApiBearerAuth()
@Controller('user')
export class UserProfileHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly accounts: AccountsReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('check')
  @ReadSentAsPost()
  @HttpCode(200)
  @ApiOperation({ summary: "The account status and name for the caller's own phone" })
  @ApiOkResponse({ type: ProfileCheckResponse })
  async check(@CurrentUser() user: AuthenticatedUser, @Body() body: CheckProfileRequestDto) {
    const phone = normalisePhone(
      body.phone,
      this.config.testPhones.map((t) => t.phone),
    );
    const isOperator = user.roles.includes('operator');
    if (!isOperator && phone !== user.phone) {
      return { error: 'You can only check your own phone number.', account: 'none', first_name: null, name: null };
    }
    const account = await this.accounts.findByPhone(phone);
    if (!account) return { error: 'No profile found for this phone number.', account: 'none', first_name: null, name: null };
    const firstName = account.name ? account.name.split(/\s+/)[0] : null;
    return { account: account.status, first_name: firstName, name: account.name };
  }

  @Post('notify')
  @HttpCode(200)
  @UseGuards(OwnUserGuard)
  @ApiOperation({ summary: 'After sign-in: moves an account that only has a verified phone to open' })
  @ApiOkResponse({ type: AccountStatusResponse, description: 'The account status now' })
  async notify(@CurrentUser() user: AuthenticatedUser, @Body() _body: NotifyRequestDto, @Ctx() context: CommandContext) {
    const account = await this.commands.execute(new OpenAfterSignInCommand(user.id, context));
    return { account: account.status };
  }
}
