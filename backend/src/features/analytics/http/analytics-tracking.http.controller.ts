import { Body, Controller, ForbiddenException, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiForbiddenResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { EMPTY_OBJECT_SCHEMA } from '../../../platform/openapi/empty-object.schema';
import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '../../../platform/commands/command-context';
import { BodyLimit } from '../../../platform/http/body-limits';
import { Public } from '../../../platform/http/public.decorator';
import { IdempotencyKeyNotAccepted } from '../../../platform/idempotency/idempotency-key';
import { Uncompressed } from '../../../platform/http/response-compression';
import { Ctx } from '../../../platform/http/request-context';
import type { AuthenticatedUser } from '../../../platform/http/request-context';
import { RecordAnalyticsEventCommand } from '../commands/record-analytics-event.command';
import { MAX_TRACKING_BODY_BYTES, MAX_USER_AGENT } from '../domain/analytics-limits';
import { AnalyticsRateLimitGuard } from './analytics-rate-limit.guard';
import { OptionalSessionGuard } from './optional-session.guard';
import { type TrackEventBody, TrackEventBodyPipe } from './track-event.body';
import { TrackEventRequestDto } from './track-event.request.dto';

@ApiTags('analytics')
@Controller('api/analytics')
export class AnalyticsTrackingHttpController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * The user id is never taken on trust: a signed-in caller's events are theirs (a different
   * user_id is refused), and a signed-out caller's user_id is ignored, since anyone could send any.
   */
  @Public()
  @Post('events')
  // Without the idempotency interceptor the beacon skips Nest's interceptor chain, about a tenth of its CPU.
  @IdempotencyKeyNotAccepted(
    'Sent with navigator.sendBeacon, which carries no headers; an event counted twice after a lost answer is harmless',
  )
  // Over 4 KB is refused before the body is read, declared or chunked (413).
  @BodyLimit(MAX_TRACKING_BODY_BYTES)
  @HttpCode(202)
  @Uncompressed()
  @UseGuards(AnalyticsRateLimitGuard, OptionalSessionGuard)
  @ApiOperation({ summary: 'Record a page visit, WhatsApp signup, login or returning user (public; answers once the event is stored)' })
  @ApiBody({ type: TrackEventRequestDto })
  @ApiAcceptedResponse({ description: 'Stored; the reports include it a moment later', schema: EMPTY_OBJECT_SCHEMA })
  @ApiBadRequestResponse({ description: 'A field is missing, malformed or not one of the write fields' })
  @ApiForbiddenResponse({ description: 'Signed in, with a user_id that is not the caller' })
  @ApiPayloadTooLargeResponse({ description: 'The body is over 4 KB' })
  @ApiTooManyRequestsResponse({ description: 'Too many events from this address this minute; see Retry-After' })
  async track(
    @Body(TrackEventBodyPipe) body: TrackEventBody,
    @Req() request: FastifyRequest,
    @Ctx() context: CommandContext,
  ): Promise<Record<string, never>> {
    const caller = (request as unknown as { user?: AuthenticatedUser }).user;
    if (caller && body.user_id && body.user_id !== caller.id) throw new ForbiddenException('You can only record events as yourself.');
    const headerAgent = request.headers['user-agent'];
    await this.commands.execute(
      new RecordAnalyticsEventCommand(
        {
          event_type: body.event_type,
          session_id: body.session_id,
          utm_source: body.utm_source,
          user_id: caller?.id ?? null,
          page_path: body.page_path,
          user_agent: body.user_agent ?? (typeof headerAgent === 'string' && headerAgent ? headerAgent.slice(0, MAX_USER_AGENT) : null),
          referrer: body.referrer,
        },
        context,
      ),
    );
    return {};
  }
}
