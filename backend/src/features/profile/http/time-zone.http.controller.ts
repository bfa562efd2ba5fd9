import { Body, Controller, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CurrentUser } from '../../../platform/access/current-user.decorator';
import { Ctx } from '../../../platform/http/request-context';
import type { AuthenticatedUser } from '../../../platform/http/request-context';
import { SetTimeZoneCommand } from '../commands/set-time-zone.command';
import { MessagesSettingDto } from './messages-setting.dto';
import { SetTimeZoneRequestDto } from './set-time-zone.request.dto';

/** The signed-in person's time zone, as the web app finds it in their browser. */
@ApiTags('settings')
@ApiBearerAuth()
@Controller('api/me/time-zone')
export class TimeZoneHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @ApiOperation({
    summary: 'Record the browser’s time zone, which quiet hours are kept in (nothing is recorded when it is unchanged)',
  })
  @ApiOkResponse({ type: MessagesSettingDto, description: '"Messages from daily" with the zone now kept' })
  @ApiBadRequestResponse({ description: 'time_zone is missing or not a zone name' })
  async set(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: SetTimeZoneRequestDto,
    @Ctx() context: CommandContext,
  ): Promise<MessagesSettingDto> {
    const setting = await this.commands.execute(new SetTimeZoneCommand(user.id, body.time_zone, context));
    return { enabled: setting.enabled, time_zone: setting.timeZone };
  }
}
