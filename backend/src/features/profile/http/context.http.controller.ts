import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiGoneResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ContextAddedEnvelopeResponse } from './profile.response';
import type { CommandContext } from '../../../platform/commands/command-context';
import { Ctx } from '../../../platform/http/request-context';
import type { AuthenticatedUser } from '../../../platform/http/request-context';
import { CurrentUser } from '../../../platform/access/current-user.decorator';
import { OwnUserGuard } from '../../../platform/access/own-user.guard';
import { AddContextCommand } from '../commands/add-context.command';
import { AddContextRequestDto } from './add-context.request.dto';

/** Pasted context for the assistant (spec: Add Context). Stored encrypted with the user's key. */
@ApiTags('context')
@ApiBearerAuth()
@Controller('api')
export class ContextHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('add_context')
  @HttpCode(200)
  @UseGuards(OwnUserGuard)
  @ApiOperation({ summary: 'Add free-text context for the assistant (trimmed, up to 20,000 characters)' })
  @ApiOkResponse({ type: ContextAddedEnvelopeResponse })
  @ApiGoneResponse({ description: 'The account is being deleted' })
  async addContext(@CurrentUser() user: AuthenticatedUser, @Body() body: AddContextRequestDto, @Ctx() context: CommandContext) {
    const added = await this.commands.execute(new AddContextCommand(user.id, body.context, context));
    return { result: { success: true, id: added.id, characters: added.characters, message: 'Context added.' } };
  }
}
