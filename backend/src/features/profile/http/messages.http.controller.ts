import { Body, Controller, Get, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { CommandContext } from '../../../platform/commands/command-context';
import { Ctx } from '../../../platform/http/request-context';
import type { AuthenticatedUser } from '../../../platform/http/request-context';
import { CurrentUser } from '../../../platform/access/current-user.decorator';
import { SetMessagesCommand } from '../commands/set-messages.command';
import { type MessagesSetting, ProfileReader } from '../read-models/profile.reader';
import { MessagesSettingDto, UpdateMessagesRequestDto } from './messages-setting.dto';

const toDto = (setting: MessagesSetting): MessagesSettingDto => ({ enabled: setting.enabled, time_zone: setting.timeZone });

/** The "Messages from daily" setting of the signed-in person. */
@ApiTags('settings')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@Controller('api/me/messages')
export class MessagesHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly profiles: ProfileReader,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Whether daily may send reminders, nudge calls and trial messages, and the time zone it keeps quiet hours in' })
  @ApiOkResponse({ type: MessagesSettingDto })
  async get(@CurrentUser() user: AuthenticatedUser): Promise<MessagesSettingDto> {
    return toDto(await this.profiles.messages(user.id));
  }

  @Put()
  @ApiOperation({ summary: 'Turn "Messages from daily" on or off (with the browser’s time zone)' })
  @ApiOkResponse({ type: MessagesSettingDto })
  @ApiBadRequestResponse({ description: 'enabled is missing, or time_zone is not a zone name' })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: UpdateMessagesRequestDto,
    @Ctx() context: CommandContext,
  ): Promise<MessagesSettingDto> {
    return toDto(await this.commands.execute(new SetMessagesCommand(user.id, body.enabled, body.time_zone ?? null, context)));
  }
}
