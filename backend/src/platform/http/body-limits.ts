import { BadRequestException, type HttpException, PayloadTooLargeException } from '@nestjs/common';
import { MergedRouteConfig } from './merged-route-config';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Transform, type TransformCallback } from 'node:stream';
import { JsonDepthScan } from './json-depth';
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

/**
 * Passes a body through while counting its bytes and, for JSON, how deep its brackets go, and fails
 * the body at the first byte over either limit: the parser never sees it, and the rest is never read.
 * Only a body whose length is not known beforehand, or a compressed one, needs it.
 */
class BodyGuard extends Transform {
  receivedEncodedLength = 0;
  private readonly depth: JsonDepthScan | undefined;

  constructor(
    private readonly limit: number,
    json: boolean,
  ) {
    super();
    this.depth = json ? new JsonDepthScan(MAX_JSON_DEPTH) : undefined;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.receivedEncodedLength += chunk.length;
    if (this.receivedEncodedLength > this.limit) return done(tooLarge(this.limit));
    if (this.depth && !this.depth.read(chunk)) return done(tooDeep());
    done(null, chunk);
  }
}

/**
 * JSON too short to nest past MAX_JSON_DEPTH and still parse: every level takes an opening and a
 * closing bracket.
 */
const SHALLOW_JSON_BYTES = 2 * MAX_JSON_DEPTH + 1;

/** What is left to check of a body once it has been read, before anything walks its value. */
interface CheckOnceRead {
  /** A compressed body: its limit, counted again on the inflated bytes. */
  inflatedLimit?: number;
  json: boolean;
}

const checkOnceRead = new WeakMap<FastifyRequest, CheckOnceRead>();

/**
 * Bounds every body before anything reads it as a value: by the route's own limit, or by whether the
 * caller sent credentials, and JSON by its nesting depth.
 *
 * A declared length over the limit is refused at once. A body of a declared length within it, not
 * compressed, is read as it is: Node reads no byte past the declared length, and a depth scan of the
 * bytes once read (the JSON parser keeps them as rawBody) costs a fraction of the guard's stream,
 * which was about a quarter of the CPU of a small signed-in request. A chunked body goes through the
 * guard, counted and scanned as it arrives. A compressed body is counted by the guard as it arrives
 * (its depth cannot be read from compressed bytes), then inflated by the compression plugin's own
 * hook, which runs after this one; the inflated bytes are counted and scanned once read.
 */
export function limitBodies(fastify: FastifyInstance): void {
  fastify.addHook('preParsing', (request, _reply, payload, done) => {
    const limit = limitFor(request);
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) return done(tooLarge(limit));
    const type = bodyMediaType(request.headers);
    const json = type === 'application/json' || type.endsWith('+json');
    const compressed = request.headers['content-encoding'] !== undefined;
    if (compressed) checkOnceRead.set(request, { inflatedLimit: limit, json });
    else if (Number.isFinite(declared)) {
      if (json && declared > SHALLOW_JSON_BYTES) checkOnceRead.set(request, { json });
      return done(null, payload);
    }
    const guard = new BodyGuard(limit, json && !compressed);
    // pipe() does not pass a failing source on: an aborted body must still end the parse.
    payload.on('error', (error) => guard.destroy(error));
    done(null, payload.pipe(guard));
  });
  // Parsing deep JSON is safe in V8 (its parser does not recurse); walking the value afterwards is not.
  fastify.addHook('preValidation', (request, _reply, done) => {
    const check = checkOnceRead.get(request);
    if (check === undefined) return done();
    const raw = (request as FastifyRequest & { rawBody?: Buffer }).rawBody;
    if (raw === undefined) return done();
    if (check.inflatedLimit !== undefined && raw.length > check.inflatedLimit) return done(tooLarge(check.inflatedLimit));
    if (check.json && !new JsonDepthScan(MAX_JSON_DEPTH).read(raw)) return done(tooDeep());
    done();
  });
}
