import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { CommandContext } from '../../../platform/commands/command-context';
import { DomainError } from '../../../platform/commands/domain-error';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { Ctx } from '../../../platform/http/request-context';
import type { AuthenticatedUser } from '../../../platform/http/request-context';
import { CurrentUser } from '../../../platform/access/current-user.decorator';
import { EditContextCommand } from '../commands/edit-context.command';
import { RemoveContextCommand } from '../commands/remove-context.command';
import type { KeptContext } from '../read-models/pasted-context';
import { ProfileReader } from '../read-models/profile.reader';
import { ContextItemResponse, ContextListResponse } from './context-item.response';
import { EditContextRequestDto } from './edit-context.request.dto';

/**
 * What daily already knows from the person's pasted context: listed, edited in place, removed and
 * brought back (the Undo of a removal). Only ever the signed-in person's own pieces.
 */
@ApiTags('context')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@Controller('api/me/context')
export class ContextItemsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly profiles: ProfileReader,
    private readonly cipher: PersonalDataCipher,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The context daily keeps in mind, oldest first' })
  @ApiOkResponse({ type: ContextListResponse })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<ContextListResponse> {
    const pieces = await this.profiles.keptContext(user.id);
    const opened = await Promise.all(pieces.map((piece) => this.opened(user.id, piece)));
    return { items: opened.filter((item): item is ContextItemResponse => item !== null) };
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replace the text of one piece of context (trimmed, up to 20,000 characters)' })
  @ApiOkResponse({ type: ContextItemResponse })
  @ApiBadRequestResponse({ description: 'The text is blank or too long' })
  @ApiNotFoundResponse({ description: 'No such piece of context, or it was removed' })
  async edit(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: EditContextRequestDto,
    @Ctx() context: CommandContext,
  ): Promise<ContextItemResponse> {
    await this.commands.execute(new EditContextCommand(user.id, id, body.context, context));
    return this.one(user.id, id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Take one piece of context out of what daily keeps in mind (it can be restored)' })
  @ApiNoContentResponse({ description: 'Removed (or already removed)' })
  @ApiNotFoundResponse({ description: 'No such piece of context' })
  async remove(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Ctx() context: CommandContext): Promise<void> {
    await this.commands.execute(new RemoveContextCommand(user.id, id, false, context));
  }

  @Post(':id/restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Bring back a removed piece of context: the Undo of a removal' })
  @ApiOkResponse({ type: ContextItemResponse })
  @ApiNotFoundResponse({ description: 'No such piece of context' })
  async restore(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Ctx() context: CommandContext,
  ): Promise<ContextItemResponse> {
    await this.commands.execute(new RemoveContextCommand(user.id, id, true, context));
    return this.one(user.id, id);
  }

  private async one(userId: string, id: string): Promise<ContextItemResponse> {
    const piece = (await this.profiles.keptContext(userId)).find((candidate) => candidate.id === id);
    // The command above found it kept; only a removal (or the account's deletion) racing this read gets here.
    const item = piece ? await this.opened(userId, piece) : null;
    if (!item) throw new DomainError('Context not found: it may have been removed. Please reload the page.', 'not_found');
    return item;
  }

  /** Null once the person's key is shredded: the account is being deleted and its text is gone. */
  private async opened(userId: string, piece: KeptContext): Promise<ContextItemResponse | null> {
    const text = await this.cipher.decrypt(userId, piece.text);
    if (text === null) return null;
    return { id: piece.id, text, characters: text.length, added_at: piece.added_at, edited_at: piece.edited_at };
  }
}
