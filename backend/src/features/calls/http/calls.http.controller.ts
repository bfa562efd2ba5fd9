import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiGoneResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { CallRequestedResponse } from './calls.response';
import type { CommandContext } from '../../../platform/commands/command-context';
import { Ctx } from '../../../platform/http/request-context';
import type { AuthenticatedUser } from '../../../platform/http/request-context';
import { CurrentUser } from '../../../platform/access/current-user.decorator';
import { OwnUserGuard } from '../../../platform/access/own-user.guard';
import { RequestCallCommand } from '../commands/request-call.command';
import { RequestCallRequestDto } from './request-call.request.dto';

@ApiTags('calls')
@ApiBearerAuth()
@Controller()
export class CallsHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('call')
  @HttpCode(200)
  @UseGuards(OwnUserGuard)
  @ApiOperation({ summary: "Ask daily to call the caller's own phone now" })
  @ApiTooManyRequestsResponse({ description: 'A call was asked for moments ago, or the daily limit is reached; see Retry-After' })
  @ApiOkResponse({ type: CallRequestedResponse })
  @ApiGoneResponse({ description: 'The account is being deleted' })
  async call(@CurrentUser() user: AuthenticatedUser, @Body() body: RequestCallRequestDto, @Ctx() context: CommandContext) {
    await this.commands.execute(new RequestCallCommand(user.id, body.phone_number, context));
    return { message: 'daily will call you now.' };
  }
}
