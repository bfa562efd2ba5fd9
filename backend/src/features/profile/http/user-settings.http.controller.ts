import { applyDecorators, Body, Controller, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import { ReadSentAsPost } from '../../../platform/idempotency/idempotency-key';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiGoneResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { FailedAnswerResponse, SucceededResponse, UpdatedFieldResponse, UserDataEnvelopeResponse } from './profile.response';
import type { FastifyReply } from 'fastify';
import type { CommandContext } from '../../../platform/commands/command-context';
import { Ctx } from '../../../platform/http/request-context';
import type { AuthenticatedUser } from '../../../platform/http/request-context';
import { CurrentUser } from '../../../platform/access/current-user.decorator';
import { OwnUserGuard } from '../../../platform/access/own-user.guard';
import { ConfirmPhoneChangeCommand } from '../commands/confirm-phone-change.command';
import { ChangeEmailCommand } from '../commands/change-email.command';
import { ChangeVoiceCommand } from '../commands/change-voice.command';
import { RequestPhoneChangeCommand } from '../commands/request-phone-change.command';
import { GetUserDataQuery } from '../queries/get-user-data.query';
import { GetUserRequestDto } from './get-user.request.dto';
import { withSuccessFlag } from './success-flag';
import { UpdateUserFieldRequestDto, type UserField } from './update-user-field.request.dto';
import { VerifyPhoneRequestDto } from './verify-phone.request.dto';

type UpdatedField = { success: true } | { success: false; needs_verification: true; message: string };

/** The refusals of a settings change, each also carrying `success: false` (success-flag.ts). */
function ApiSettingsRefusals(): MethodDecorator {
  const type = FailedAnswerResponse;
  return applyDecorators(
    ApiBadRequestResponse({ type, description: 'Not a valid value, or a wrong code' }),
    ApiConflictResponse({ type, description: 'The number belongs to another account, or a change is already waiting' }),
    ApiGoneResponse({ type, description: 'The account is being deleted' }),
    ApiTooManyRequestsResponse({ type, description: 'Too many codes or tries; see Retry-After' }),
  );
}

/** The settings calls of spec section 7: read and edit the caller's email, phone and voice. */
@ApiTags('settings')
@ApiBearerAuth()
@UseGuards(OwnUserGuard)
@Controller('dev/user')
export class UserSettingsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('get')
  @ReadSentAsPost()
  @HttpCode(200)
  @ApiOperation({ summary: 'The user data settings shows: user_id, email, phone, voice' })
  @ApiOkResponse({ type: UserDataEnvelopeResponse })
  async get(@CurrentUser() user: AuthenticatedUser, @Body() _body: GetUserRequestDto) {
    return { success: true, data: await this.queries.execute(new GetUserDataQuery(user.id)) };
  }

  @Post('update')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Change one field: email, phone or voice',
    description:
      'A new phone number is not applied at once: the answer is {success:false, needs_verification:true} and a code goes to the new number; confirm it with /dev/user/update/verify-phone.',
  })
  @ApiOkResponse({ type: UpdatedFieldResponse })
  @ApiSettingsRefusals()
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: UpdateUserFieldRequestDto,
    @Ctx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return withSuccessFlag(reply, () => this.updateField(user.id, body.field, body.value, context));
  }

  @Post('update/verify-phone')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm a new phone number with the code sent to it; the change takes effect now' })
  @ApiOkResponse({ type: SucceededResponse })
  @ApiSettingsRefusals()
  async verifyPhone(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: VerifyPhoneRequestDto,
    @Ctx() context: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return withSuccessFlag(reply, async () => {
      await this.commands.execute(new ConfirmPhoneChangeCommand(user.id, body.phone, body.token, context));
      return { success: true as const };
    });
  }

  /** One field at a time, as the settings page saves them, each its own use case. A new phone waits for its code. */
  private async updateField(userId: string, field: UserField, value: string, context: CommandContext): Promise<UpdatedField> {
    switch (field) {
      case 'email':
        await this.commands.execute(new ChangeEmailCommand(userId, value, context));
        return { success: true };
      case 'voice':
        await this.commands.execute(new ChangeVoiceCommand(userId, value, context));
        return { success: true };
      case 'phone': {
        const { waiting } = await this.commands.execute(new RequestPhoneChangeCommand(userId, value, context));
        if (!waiting) return { success: true };
        return { success: false, needs_verification: true, message: 'We sent a code to the new number. Enter it to confirm the change.' };
      }
      default: {
        const unknown: never = field;
        return unknown;
      }
    }
  }
}
