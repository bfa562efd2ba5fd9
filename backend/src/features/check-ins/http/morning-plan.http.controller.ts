import { Body, Controller, Get, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/access/current-user.decorator';
import type { CommandContext } from '../../../platform/commands/command-context';
import { type AuthenticatedUser, Ctx } from '../../../platform/http/request-context';
import { SetMorningPlanCommand } from '../commands/set-morning-plan.command';
import type { MorningPlanSetting } from '../read-models/morning-plan-view';
import { MorningPlansReader } from '../read-models/morning-plans.reader';
import { MorningPlanSettingDto, UpdateMorningPlanRequestDto } from './morning-plan.dto';

/** The signed-in person's morning plan setting. */
@ApiTags('settings')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@Controller('api/me/morning-plan')
export class MorningPlanHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly plans: MorningPlansReader,
  ) {}

  @Get()
  @ApiOperation({ summary: "Whether daily sends the day's top three each morning, and at what local time" })
  @ApiOkResponse({ type: MorningPlanSettingDto })
  get(@CurrentUser() user: AuthenticatedUser): Promise<MorningPlanSetting> {
    return this.plans.settingOf(user.id);
  }

  @Put()
  @ApiOperation({ summary: 'Turn the morning plan on or off, and pick its time' })
  @ApiOkResponse({ type: MorningPlanSettingDto })
  @ApiBadRequestResponse({ description: 'enabled is missing, time is not HH:MM, or an unknown field' })
  update(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: UpdateMorningPlanRequestDto,
    @Ctx() context: CommandContext,
  ): Promise<MorningPlanSetting> {
    return this.commands.execute(new SetMorningPlanCommand(user.id, body.enabled, body.time ?? null, context));
  }
}
