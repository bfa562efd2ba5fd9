import type { AccessClaims } from '../../../platform/access/account-lookup.port';
import { Body, Controller, Get, Headers, HttpCode, Ip, Post, Put, UnauthorizedException, UseGuards } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiHeader,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { CommandContext } from '../../../platform/commands/command-context';
import { Ctx } from '../../../platform/http/request-context';
import type { AuthenticatedUser } from '../../../platform/http/request-context';
import { AccountsReader, SetAccountNameCommand } from '../../accounts';
import { readVisitHeaders, VISIT_HEADERS } from '../../analytics';
import { CurrentUser } from '../../../platform/access/current-user.decorator';
import { BodyLimit } from '../../../platform/http/body-limits';
import { Public } from '../../../platform/http/public.decorator';
import { EndSessionCommand } from '../commands/end-session.command';
import { RefreshSessionCommand } from '../commands/refresh-session.command';
import { SendCodeCommand } from '../commands/send-code.command';
import { AnswerNotKept } from '../../../platform/idempotency/idempotency-key';
import { VerifyCodeCommand } from '../commands/verify-code.command';
import { toSessionUser } from '../sessions/session-tokens.service';
import { RefreshTokenRequestDto } from './refresh-token.request.dto';
import { CodeSentResponse, SessionEnvelopeResponse, SessionUserResponse } from './session.response';
import { SendOtpRequestDto } from './send-otp.request.dto';
import { UpdateUserRequestDto } from './update-user.request.dto';
import { SIGN_IN_LIMITS, SignInThrottleGuard } from './sign-in-throttle.guard';
import { VerifyOtpRequestDto } from './verify-otp.request.dto';

/** A phone, a code or a token: nothing sent to sign in comes near 1 KB. */
const SIGN_IN_BODY_BYTES = 1024;
@ApiTags('auth')
@Controller('auth')
export class AuthHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly accounts: AccountsReader,
    private readonly jwt: JwtService,
  ) {}

  @Public()
  @Post('otp')
  @BodyLimit(SIGN_IN_BODY_BYTES)
  @HttpCode(200)
  @UseGuards(SignInThrottleGuard)
  @Throttle({ default: SIGN_IN_LIMITS.sendCode })
  @ApiOperation({ summary: 'Send a one-time code to a phone (WhatsApp, then SMS; logged locally without keys)' })
  @ApiTooManyRequestsResponse({
    description:
      'Too many codes for this phone or from this address, or the last code was spent by wrong tries less than 5 minutes after it was sent; see Retry-After',
  })
  @ApiOkResponse({ type: CodeSentResponse })
  async sendCode(@Body() body: SendOtpRequestDto, @Ctx() context: CommandContext) {
    const { channel } = await this.commands.execute(new SendCodeCommand(body.phone, context));
    return { message: 'OTP sent to your phone', channel };
  }

  @Public()
  @Post('verify')
  @BodyLimit(SIGN_IN_BODY_BYTES)
  @AnswerNotKept()
  @HttpCode(200)
  @UseGuards(SignInThrottleGuard)
  @Throttle({ default: SIGN_IN_LIMITS.verifyCode })
  @ApiTooManyRequestsResponse({
    description:
      'Too many requests or code checks from this address (20 in 15 minutes across numbers), or this code is spent; see Retry-After',
  })
  @ApiBadRequestResponse({
    description: 'The request is not valid, or the code is not the one sent (the answer says how many tries are left)',
  })
  @ApiOperation({ summary: 'Check the code and start a session' })
  @ApiHeader({ name: VISIT_HEADERS.session, required: false, description: "The visit's analytics session id, to credit the sign-in to it" })
  @ApiHeader({ name: VISIT_HEADERS.source, required: false, description: "The visit's traffic source, URI-encoded" })
  @ApiHeader({ name: VISIT_HEADERS.path, required: false, description: 'The page the sign-in form is on, URI-encoded' })
  @ApiOkResponse({ type: SessionEnvelopeResponse })
  @ApiUnauthorizedResponse({ description: 'The code is wrong or has expired' })
  async verify(
    @Body() body: VerifyOtpRequestDto,
    @Headers() headers: Record<string, string | string[] | undefined>,
    @Ip() address: string,
    @Ctx() context: CommandContext,
  ) {
    const session = await this.commands.execute(new VerifyCodeCommand(body.phone, body.token, context, readVisitHeaders(headers), address));
    return { session };
  }

  @Public()
  @Post('token')
  @BodyLimit(SIGN_IN_BODY_BYTES)
  @AnswerNotKept()
  @HttpCode(200)
  @UseGuards(SignInThrottleGuard)
  @Throttle({ default: SIGN_IN_LIMITS.refreshToken })
  @ApiTooManyRequestsResponse({ description: 'Too many refreshes from this address; see Retry-After' })
  @ApiOperation({ summary: 'Exchange a refresh token for a new session (the old token stops working)' })
  @ApiOkResponse({ type: SessionEnvelopeResponse, description: 'A new pair; the presented refresh token stops working' })
  @ApiUnauthorizedResponse({ description: 'The refresh token is unknown, expired or was reused (its session ends)' })
  async refresh(@Body() body: RefreshTokenRequestDto, @Ctx() context: CommandContext) {
    const session = await this.commands.execute(new RefreshSessionCommand(body.refresh_token, context));
    return { session };
  }

  /**
   * Public so that signing out is idempotent: a token whose session already ended (logout in another
   * tab, account deleted) still answers 204. The token's signature is checked; its expiry is not,
   * because ending an expired session is harmless and spares the client a refresh first.
   */
  @Public()
  @Post('logout')
  @BodyLimit(SIGN_IN_BODY_BYTES)
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'End this session (its refresh token stops working); answers 204 when it had already ended' })
  @ApiNoContentResponse({ description: 'The session has ended (or had already)' })
  async logout(@Headers('authorization') authorization: string | undefined, @Ctx() context: CommandContext): Promise<void> {
    const token = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
    const claims = token
      ? await this.jwt.verifyAsync<AccessClaims>(token, { ignoreExpiration: true, algorithms: ['HS256'] }).catch(() => null)
      : null;
    if (!claims) throw new UnauthorizedException('Please sign in to continue.');
    await this.commands.execute(new EndSessionCommand(claims.sid, { ...context, actor: claims.sub }));
  }

  @Get('user')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: SessionUserResponse })
  async user(@CurrentUser() user: AuthenticatedUser) {
    return toSessionUser(await this.accounts.require(user.id));
  }

  @Put('user')
  @ApiBearerAuth()
  @ApiOperation({ summary: "Set the signed-in user's name" })
  @ApiOkResponse({ type: SessionUserResponse })
  async updateUser(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateUserRequestDto, @Ctx() context: CommandContext) {
    return toSessionUser(await this.commands.execute(new SetAccountNameCommand(user.id, body.name.trim(), context)));
  }
}
