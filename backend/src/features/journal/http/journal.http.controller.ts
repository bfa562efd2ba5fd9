import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ReadSentAsPost } from '../../../platform/idempotency/idempotency-key';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CommandContext } from '../../../platform/commands/command-context';
import { Ctx } from '../../../platform/http/request-context';
import type { AuthenticatedUser } from '../../../platform/http/request-context';
import { CurrentUser } from '../../../platform/access/current-user.decorator';
import { OwnUserGuard } from '../../../platform/access/own-user.guard';
import { SaveJournalEntryCommand } from '../commands/save-journal-entry.command';
import { FetchJournalQuery } from '../queries/fetch-journal.query';
import { FetchJournalRequestDto } from './fetch-journal.request.dto';
import { JournalListResponse, JournalSavedResponse } from './journal.response';
import { SaveJournalEntryRequestDto } from './save-journal-entry.request.dto';

/** The dashboard's journal calls (spec section 7), on the caller's own journal only. */
@ApiTags('journal')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'The userId is not the signed-in user' })
@UseGuards(OwnUserGuard)
@Controller('dev/user/diary')
export class JournalHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('fetch')
  @ReadSentAsPost()
  @HttpCode(200)
  @ApiOperation({ summary: 'Entries in a date range (default: the previous 9 days through today; one date: that day)' })
  @ApiOkResponse({ type: JournalListResponse })
  async fetch(@CurrentUser() user: AuthenticatedUser, @Body() body: FetchJournalRequestDto) {
    return { success: true, data: await this.queries.execute(new FetchJournalQuery(user.id, body.start_date, body.end_date)) };
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "Save the entry of one day (saving again replaces that day's text)" })
  @ApiOkResponse({ type: JournalSavedResponse })
  async save(@CurrentUser() user: AuthenticatedUser, @Body() body: SaveJournalEntryRequestDto, @Ctx() context: CommandContext) {
    return { success: true, data: await this.commands.execute(new SaveJournalEntryCommand(user.id, body.date, body.entry, context)) };
  }
}
