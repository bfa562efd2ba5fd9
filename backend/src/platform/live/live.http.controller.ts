import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../access/current-user.decorator';
import type { SignedInCaller } from '../access/jwt.strategy';
import { LIVE_LIMITS, LiveStreams } from './live-streams';
import { accessTokenExpiry } from './token-expiry';

const EXAMPLE = 'event: changed\ndata: {"models":["tasks"]}\n\n: heartbeat\n\n';

/** Which of the person's read models changed, as they change: open screens refetch those queries. */
@ApiTags('live')
@ApiBearerAuth()
@Controller('api')
export class LiveHttpController {
  constructor(private readonly live: LiveStreams) {}

  @Get('live')
  @ApiOperation({
    summary:
      'Server-sent events: `changed` with a `LiveChangedEvent`: the names of the caller’s read models that changed (a `LiveModel` each: those the features declare live), never their data; a comment heartbeat every 25 s; `ended` with a `LiveEndedEvent` (`session-ended`, `token-expired`) before the stream closes when its session ends or its access token expires',
  })
  @ApiTooManyRequestsResponse({
    description: `More than ${LIVE_LIMITS.perAccount} live streams open for the account, or ${LIVE_LIMITS.perAddress} from the address; see Retry-After`,
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description: 'An open event stream',
    content: { 'text/event-stream': { schema: { type: 'string', example: EXAMPLE } } },
  })
  open(@CurrentUser() user: SignedInCaller, @Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    this.live.admit(user.id, request.ip);
    // The stream outlives the handler: Fastify leaves the answer to it.
    reply.hijack();
    const headers: Record<string, string | string[] | number> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value as string;
    reply.raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Proxies such as nginx would hold the events back in a buffer.
      'x-accel-buffering': 'no',
    });
    reply.raw.write(': connected\n\n');
    this.live.add(
      { userId: user.id, sessionId: user.sessionId, expiresAt: accessTokenExpiry(request.headers.authorization), address: request.ip },
      reply.raw,
    );
  }
}
