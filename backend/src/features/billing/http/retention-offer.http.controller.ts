import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { CommandContext } from '../../../platform/commands/command-context';
import { Ctx } from '../../../platform/http/request-context';
import type { AuthenticatedUser } from '../../../platform/http/request-context';
import { CurrentUser } from '../../../platform/access/current-user.decorator';
import { AnswerRetentionOfferCommand } from '../commands/answer-retention-offer.command';
import { GetRetentionOfferQuery } from '../queries/get-retention-offer.query';
import { AnswerRetentionOfferRequestDto, RetentionOfferQueryDto } from './retention-offer.request.dto';
import { RetentionOfferAnswerDto, RetentionOfferTakenDto } from './retention-offer.response';

/** The discount the cancel dialog offers the caller once per subscription before a cancellation is confirmed. */
@ApiTags('stripe')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiBadRequestResponse({ description: 'A field is missing or malformed' })
@Controller('api/me/retention-offer')
export class RetentionOfferHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Whether the retention offer can be made for this subscription, and its terms' })
  @ApiOkResponse({ type: RetentionOfferAnswerDto })
  @ApiServiceUnavailableResponse({ description: 'The payment service could not describe the offer just now' })
  offer(@CurrentUser() user: AuthenticatedUser, @Query() query: RetentionOfferQueryDto): Promise<RetentionOfferAnswerDto> {
    return this.queries.execute(new GetRetentionOfferQuery(user.id, query.subscription_id));
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Take the retention offer (the subscription goes on, discounted) or turn it down; once per subscription' })
  @ApiOkResponse({ type: RetentionOfferTakenDto })
  @ApiNotFoundResponse({ description: 'No such subscription on this account' })
  @ApiConflictResponse({ description: 'The offer was already answered otherwise, or none is available' })
  @ApiServiceUnavailableResponse({ description: 'The payment service could not apply the offer; nothing changed' })
  answer(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: AnswerRetentionOfferRequestDto,
    @Ctx() context: CommandContext,
  ): Promise<RetentionOfferTakenDto> {
    return this.commands.execute(new AnswerRetentionOfferCommand(user.id, body.subscription_id, body.accept, context));
  }
}
