import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ReadSentAsPost } from '../../../platform/idempotency/idempotency-key';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EMPTY_OBJECT_SCHEMA } from '../../../platform/openapi/empty-object.schema';
import { CalendarAccessResponse, CalendarConfigResponse, CalendarConnectedResponse } from './calendar.response';
import type { CommandContext } from '../../../platform/commands/command-context';
import { Public } from '../../../platform/http/public.decorator';
import { Ctx } from '../../../platform/http/request-context';
import type { AuthenticatedUser } from '../../../platform/http/request-context';
import { CurrentUser } from '../../../platform/access/current-user.decorator';
import { OwnUserGuard } from '../../../platform/access/own-user.guard';
import { CalendarService } from '../calendar.service';
import { CheckCalendarAccessCommand } from '../commands/check-calendar-access.command';
import { ConnectCalendarCommand } from '../commands/connect-calendar.command';
import { DisconnectCalendarCommand } from '../commands/disconnect-calendar.command';
import { CalendarUserRequestDto } from './calendar-user.request.dto';
import { ConnectGoogleRequestDto } from './connect-google.request.dto';

/** The calendar and identity backend of spec section 7, for Google. */
@ApiTags('calendar')
@Controller('api/auth/google')
export class GoogleCalendarHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly calendar: CalendarService,
  ) {}

  @Public()
  @Get('config')
  @ApiOperation({ summary: 'Whether Google Calendar is set up on this server, and the public client id the browser needs' })
  @ApiOkResponse({ type: CalendarConfigResponse })
  config() {
    return this.calendar.publicConfig();
  }

  @Post()
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(OwnUserGuard)
  @ApiOperation({ summary: 'Connect Google Calendar with an authorization code from the browser' })
  @ApiOkResponse({ type: CalendarConnectedResponse })
  @ApiConflictResponse({ description: 'Google Calendar is not set up on this server' })
  async connect(@CurrentUser() user: AuthenticatedUser, @Body() body: ConnectGoogleRequestDto, @Ctx() context: CommandContext) {
    await this.commands.execute(new ConnectCalendarCommand(user.id, body.code, context));
    return { success: true, hasAccess: true };
  }

  @Post('check-access')
  @ReadSentAsPost()
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(OwnUserGuard)
  @ApiOperation({ summary: 'Whether the calendar connection still works (refreshes the access token)' })
  @ApiOkResponse({ type: CalendarAccessResponse })
  checkAccess(@CurrentUser() user: AuthenticatedUser, @Body() _body: CalendarUserRequestDto, @Ctx() context: CommandContext) {
    return this.commands.execute(new CheckCalendarAccessCommand(user.id, context));
  }

  @Post('revoke')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(OwnUserGuard)
  @ApiOperation({ summary: 'Disconnect: revoke the grant at Google and forget the token' })
  @ApiOkResponse({ schema: EMPTY_OBJECT_SCHEMA })
  async revoke(@CurrentUser() user: AuthenticatedUser, @Body() _body: CalendarUserRequestDto, @Ctx() context: CommandContext) {
    await this.commands.execute(new DisconnectCalendarCommand(user.id, context));
    return {};
  }
}
