import { BadRequestException, type HttpException, PayloadTooLargeException } from '@nestjs/common';
import { MergedRouteConfig } from './merged-route-config';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Transform, type TransformCallback } from 'node:stream';
import { bodyMediaType } from './media-type';

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

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/**
 * Passes a body through while counting its bytes and, for JSON, how deep its brackets go (outside
 * strings), and fails the body at the first byte over either limit: the parser never sees it, and
 * the rest is never read. One pass over the bytes costs far less than parsing them.
 */
class BodyGuard extends Transform {
  receivedEncodedLength = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(
    private readonly limit: number,
    private readonly json: boolean,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.receivedEncodedLength += chunk.length;
    if (this.receivedEncodedLength > this.limit) return done(tooLarge(this.limit));
    if (this.json && !this.scan(chunk)) return done(tooDeep());
    done(null, chunk);
  }

  private scan(chunk: Buffer): boolean {
    for (const byte of chunk) {
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
      } else if (byte === QUOTE) this.inString = true;
      else if (OPENERS.has(byte)) {
        if (++this.depth > MAX_JSON_DEPTH) return false;
      } else if (CLOSERS.has(byte)) this.depth--;
    }
    return true;
  }
}

/**
 * Whether a body of a declared length, within the limit, needs no guard: Node reads no byte past the
 * declared length, and JSON that short cannot nest past MAX_JSON_DEPTH and still parse (every level
 * takes an opening and a closing bracket). A compressed body is guarded whatever it declares: it
 * grows once it is inflated. The guard's stream was about a quarter of the CPU of a small signed-in
 * read such as the task list.
 */
function guardIsMoot(declared: number, json: boolean, request: FastifyRequest): boolean {
  if (request.headers['content-encoding'] !== undefined) return false;
  return !json || declared <= 2 * MAX_JSON_DEPTH + 1;
}

/**
 * Bounds every body before it is parsed: by the route's own limit, or by whether the caller sent
 * credentials, and JSON by its nesting depth. The declared length is refused at once; a chunked
 * body is counted as it arrives.
 */
export function limitBodies(fastify: FastifyInstance): void {
  fastify.addHook('preParsing', (request, _reply, payload, done) => {
    const limit = limitFor(request);
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) return done(tooLarge(limit));
    const type = bodyMediaType(request.headers);
    const json = type === 'application/json' || type.endsWith('+json');
    if (Number.isFinite(declared) && guardIsMoot(declared, json, request)) return done(null, payload);
    const guard = new BodyGuard(limit, json);
    // pipe() does not pass a failing source on: an aborted body must still end the parse.
    payload.on('error', (error) => guard.destroy(error));
    done(null, payload.pipe(guard));
  });
}
