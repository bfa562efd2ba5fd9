import { BadRequestException, type HttpException, PayloadTooLargeException } from '@nestjs/common';
import { MergedRouteConfig } from './merged-route-config';
import type { FastifyInstance, FastifyRequest, preParsingHookHandler } from 'fastify';
import { Transform, type TransformCallback } from 'node:stream';
import { JsonDepthScan } from './json-depth';
import { hasBody, isJsonBody } from './media-type';

/** The most any request body may be: far above any real one here, and what a signed-in caller may send. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * A request without credentials can only reach a public route, and no public route needs more
 * than the analytics beacon does, unless it says so with @BodyLimit (a provider's webhook).
 */
export const PUBLIC_BODY_LIMIT_BYTES = 4 * 1024;

/** No request here nests deeper than a handful of levels; deeper JSON is refused before it is parsed. */
export const MAX_JSON_DEPTH = 32;

interface BodyLimitConfig {
  bodyLimitBytes?: number;
}

/**
 * The most a route reads, in bytes, whoever calls it: sign-in routes take 1 KB, the analytics
 * beacon 4 KB, a provider's webhook what the provider sends.
 */
export const BodyLimit = (bytes: number): MethodDecorator => MergedRouteConfig({ bodyLimitBytes: bytes } satisfies BodyLimitConfig);

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}

function tooLarge(limit: number): HttpException {
  return Object.assign(new PayloadTooLargeException(`The request is too large: at most ${sizeText(limit)} is accepted here.`), {
    statusCode: 413,
  });
}

function tooDeep(): HttpException {
  return Object.assign(new BadRequestException(`The request is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`), {
    statusCode: 400,
  });
}

function limitFor(request: FastifyRequest): number {
  const configured = (request.routeOptions.config as BodyLimitConfig | undefined)?.bodyLimitBytes;
  if (configured !== undefined) return configured;
  return request.headers.authorization === undefined ? PUBLIC_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
}

type Source = NodeJS.ReadableStream & { receivedEncodedLength?: number };

/**
 * Passes a body through while counting its bytes and, for JSON, how deep its brackets go, and fails
 * it at the first byte over either limit: the parser never sees it, and the rest is never read.
 */
class BodyGuard extends Transform {
  private received = 0;
  private readonly depth: JsonDepthScan | undefined;

  constructor(
    private readonly source: Source,
    private readonly limit: number,
    json: boolean,
  ) {
    super();
    this.depth = json ? new JsonDepthScan(MAX_JSON_DEPTH) : undefined;
  }

  /**
   * The bytes that came over the wire, which Fastify's parser checks against Content-Length: the
   * inflating stream's count for a compressed body, this guard's own for any other.
   */
  get receivedEncodedLength(): number {
    return this.source.receivedEncodedLength ?? this.received;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.received += chunk.length;
    if (this.received > this.limit) return done(tooLarge(this.limit));
    if (this.depth && !this.depth.read(chunk)) return done(tooDeep());
    done(null, chunk);
  }
}

/**
 * The body rule, the one place it is applied: a body is at most its route's limit (or, where the
 * route names none, the limit for whether the caller sent credentials), and JSON at most
 * MAX_JSON_DEPTH deep. It is counted and scanned as the bytes are read, whether sent at a declared
 * length, in chunks or compressed, and a declared length over the limit is refused before any is read.
 */
const applyBodyRule: preParsingHookHandler = (request, _reply, payload, done) => {
  if (!hasBody(request.headers)) return done(null, payload);
  const limit = limitFor(request);
  if (Number(request.headers['content-length']) > limit) return done(tooLarge(limit));
  const guard = new BodyGuard(payload, limit, isJsonBody(request.headers));
  // pipe() does not pass a failing source on: an aborted body must still end the parse.
  payload.on('error', (error) => guard.destroy(error));
  done(null, payload.pipe(guard));
};

/**
 * Puts the body rule last among each route's preParsing hooks, so it reads the bytes the parser
 * will read: after the compression plugin inflates a compressed body (it puts its own hook first).
 * Call before the routes are registered.
 */
export function limitBodies(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const existing = route.preParsing;
    route.preParsing = [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]), applyBodyRule];
  });
}
