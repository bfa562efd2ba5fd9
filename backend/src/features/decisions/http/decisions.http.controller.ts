import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/access/current-user.decorator';
import type { CommandContext } from '../../../platform/commands/command-context';
import { type AuthenticatedUser, Ctx } from '../../../platform/http/request-context';
import { ProfileReader } from '../../profile';
import { RecordDecisionCommand, type RecordedDecision } from '../commands/record-decision.command';
import { ListDecisionsQuery } from '../queries/list-decisions.query';
import type { Decision } from '../read-models/decision-view';
import { DecisionListResponse, RecordedDecisionResponse } from './decisions.response';
import { RecordDecisionRequestDto } from './record-decision.request.dto';

/** The dashboard's Decisions view: the signed-in person's own decisions only. */
@ApiTags('decisions')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@Controller('api/me/decisions')
export class DecisionsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly profiles: ProfileReader,
  ) {}

  @Get()
  @ApiOperation({ summary: 'My decisions, newest first: the choice, its reason, review date and outcome' })
  @ApiOkResponse({ type: DecisionListResponse })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<{ items: Decision[] }> {
    return { items: await this.queries.execute(new ListDecisionsQuery(user.id)) };
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Write a decision down; daily asks how it turned out on its review date (30 days unless said)' })
  @ApiCreatedResponse({ type: RecordedDecisionResponse })
  @ApiBadRequestResponse({ description: 'choice missing or empty, a text too long, a number out of range, or an unknown field' })
  async record(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: RecordDecisionRequestDto,
    @Ctx() context: CommandContext,
  ): Promise<RecordedDecisionResponse> {
    const zone = body.time_zone ?? (await this.profiles.messages(user.id)).timeZone ?? 'UTC';
    const recorded: RecordedDecision = await this.commands.execute(
      new RecordDecisionCommand(
        user.id,
        {
          choice: body.choice,
          question: body.question ?? null,
          options: body.options ?? [],
          reason: body.reason ?? null,
          expectedOutcome: body.expected_outcome ?? null,
          confidence: body.confidence ?? null,
          reviewInDays: body.review_in_days ?? null,
        },
        zone,
        new Date(),
        context,
      ),
    );
    return { id: recorded.id, decided_on: recorded.decidedOn, review_on: recorded.reviewOn };
  }
}
