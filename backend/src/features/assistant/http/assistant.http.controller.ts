import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/access/current-user.decorator';
import type { CommandContext } from '../../../platform/commands/command-context';
import { type AuthenticatedUser, Ctx } from '../../../platform/http/request-context';
import { type ConversationItem, HandleMessageCommand, type HandledMessage } from '../commands/handle-message.command';
import type { ReplyAction } from '../domain/replies';
import { ListConversationQuery } from '../queries/list-conversation.query';
import { ConversationResponse, MessageExchangeResponse } from './assistant.response';
import { CONVERSATION_PAGE_DEFAULT, ListMessagesRequestDto } from './list-messages.request.dto';
import { SendMessageRequestDto } from './send-message.request.dto';

/** The dashboard's message box ("Tell daily anything"): the same loop as WhatsApp, with no key needed. */
@ApiTags('assistant')
@ApiBearerAuth()
@Controller('api/assistant')
export class AssistantHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('messages')
  @HttpCode(201)
  @ApiOperation({ summary: 'Tell daily something: it is understood, carried out, and answered with what changed' })
  @ApiCreatedResponse({ type: MessageExchangeResponse, description: 'The message as recorded and daily’s reply' })
  @ApiBadRequestResponse({ description: 'Empty after trimming, longer than 4096 characters, or an unknown field' })
  async send(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: SendMessageRequestDto,
    @Ctx() context: CommandContext,
  ): Promise<{ message: ConversationItem; reply: ConversationItem; actions: ReplyAction[] }> {
    const handled: HandledMessage = await this.commands.execute(
      new HandleMessageCommand(user.id, { channel: 'web', kind: 'text', text: body.text, providerId: null }, context),
    );
    // The web box is always answered; a repeat whose reply was never written is answered with the message alone.
    return {
      message: handled.message,
      reply: handled.reply ?? { ...handled.message, id: `${handled.message.id}-pending`, direction: 'out', text: '' },
      actions: handled.actions ?? [],
    };
  }

  @Get('messages')
  @ApiOperation({ summary: 'The conversation with daily, every channel: the last `limit` items, oldest first (newest last)' })
  @ApiOkResponse({ type: ConversationResponse })
  async list(@CurrentUser() user: AuthenticatedUser, @Query() query: ListMessagesRequestDto): Promise<{ items: ConversationItem[] }> {
    return {
      items: await this.queries.execute(new ListConversationQuery(user.id, query.limit ?? CONVERSATION_PAGE_DEFAULT, query.before ?? null)),
    };
  }
}
