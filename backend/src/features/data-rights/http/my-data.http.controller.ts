import { Body, Controller, Delete, Get, HttpCode, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { AccountDeletedResponse, DataExportResponse } from './my-data.response';
import type { FastifyReply } from 'fastify';
import type { CommandContext } from '../../../platform/commands/command-context';
import { Ctx } from '../../../platform/http/request-context';
import type { AuthenticatedUser } from '../../../platform/http/request-context';
import { CurrentUser } from '../../../platform/access/current-user.decorator';
import { DeleteMyAccountCommand } from '../commands/delete-my-account.command';
import { type DataExportStream, EXPORT_LIMIT, ExportMyDataCommand } from '../commands/export-my-data.command';
import { DeleteAccountRequestDto } from './delete-account.request.dto';

/** The data rights the privacy policy promises: a copy of everything, and deletion. */
@ApiTags('data rights')
@ApiBearerAuth()
@Controller('api/me')
export class MyDataHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Get('export')
  @ApiOperation({ summary: "Download all of the caller's data, decrypted, as JSON (sent as it is read; one export at a time)" })
  @ApiConflictResponse({ description: 'An export for this person is still being sent' })
  @ApiTooManyRequestsResponse({ description: `More than ${EXPORT_LIMIT.perWindow} exports within an hour; see Retry-After` })
  @ApiServiceUnavailableResponse({
    description:
      "A store cannot be reached, or the index of the person's events is still being built (after an upgrade); nothing was changed, try again after Retry-After",
  })
  @ApiOkResponse({
    type: DataExportResponse,
    headers: { 'Content-Disposition': { description: 'attachment; filename="daily-data-<date>.json"', schema: { type: 'string' } } },
  })
  async export(@CurrentUser() user: AuthenticatedUser, @Ctx() context: CommandContext, @Res({ passthrough: true }) reply: FastifyReply) {
    const data: DataExportStream = await this.commands.execute(new ExportMyDataCommand(user.id, context));
    void reply.header('content-disposition', `attachment; filename="daily-data-${data.exported_at.slice(0, 10)}.json"`);
    void reply.header('cache-control', 'no-store');
    void reply.type('application/json; charset=utf-8');
    return data.body;
  }

  @Delete()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Delete the caller's account: any subscription cancelled at once at the payment provider (no refund), sessions ended, phone released, data key destroyed, read models removed",
  })
  @ApiOkResponse({ type: AccountDeletedResponse })
  @ApiServiceUnavailableResponse({
    description: 'The payment provider could not cancel the subscription just now: nothing was deleted, try again',
  })
  async delete(@CurrentUser() user: AuthenticatedUser, @Body() _body: DeleteAccountRequestDto, @Ctx() context: CommandContext) {
    await this.commands.execute(new DeleteMyAccountCommand(user.id, context));
    return { deleted: true, message: 'Your account and its data have been deleted.' };
  }
}
