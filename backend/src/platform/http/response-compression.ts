import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MergedRouteConfig } from './merged-route-config';
import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Smaller answers gain less from compression than it costs. */
export const COMPRESS_OVER_BYTES = 1024;

/**
 * Brotli at quality 4 compresses JSON nearly as well as gzip at 9 in a fraction of its time: the
 * right trade for answers made per request. Bodies made once and sent many times use precompress.
 */
const PER_REQUEST_BROTLI_QUALITY = 4;
/**
 * A precompressed body is made on the event loop by the first request after every change (a task
 * list is made again after each edit), and every request behind it waits that long. On a 200-task
 * list (54 KB) brotli 5 makes the same bytes as 9 (6.2 KB) in a thirtieth of the time (median 2 ms
 * against 60 ms on a busy 2-core machine); 10 and 11 are smaller still but take hundreds of ms.
 * gzip 9 is about 1 ms on the same list, so gzip clients keep its smaller bytes.
 */
const PRECOMPRESSED_BROTLI_QUALITY = 5;
const PRECOMPRESSED_GZIP_LEVEL = 9;

const UNCOMPRESSED = 'uncompressed';

/**
 * For a route whose answers are always a few bytes and whose requests are never compressed (the
 * analytics beacon answers `{}`): it gets neither compression hook. Even when they do nothing, the
 * hooks ran on every request (about 7 % of the beacon's CPU in a profile under load).
 */
export const Uncompressed = (): MethodDecorator => MergedRouteConfig({ [UNCOMPRESSED]: true });

/** JSON answers over COMPRESS_OVER_BYTES are compressed when the client accepts br or gzip. */
export async function compressResponses(app: NestFastifyApplication): Promise<void> {
  // Added before the plugin's own onRoute hook, which then sees the route opted out.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      const config = route.config as Record<string, unknown> | undefined;
      if (config?.[UNCOMPRESSED] !== true) return;
      Object.assign(route, { compress: false, decompress: false });
    });
  await app.register(fastifyCompress, {
    threshold: COMPRESS_OVER_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: PER_REQUEST_BROTLI_QUALITY } },
  });
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts of the ones we make, honouring q-values (q=0 refuses). */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return 'identity';
  return (negotiate(header, ['br', 'gzip']) as Encoding | null) ?? 'identity';
}

/** One body in every encoding, each made the first time it is asked for and kept with the body. */
export class Precompressed {
  private br: Buffer | null = null;
  private gzip: Buffer | null = null;

  constructor(readonly plain: Buffer) {}

  get(encoding: Encoding): Buffer {
    if (encoding === 'identity' || this.plain.length <= COMPRESS_OVER_BYTES) return this.plain;
    if (encoding === 'br')
      return (this.br ??= brotliCompressSync(this.plain, {
        params: { [constants.BROTLI_PARAM_QUALITY]: PRECOMPRESSED_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: this.plain.length },
      }));
    return (this.gzip ??= gzipSync(this.plain, { level: PRECOMPRESSED_GZIP_LEVEL }));
  }

  /** The encoding actually sent for `wanted`: small bodies go as they are. */
  encodingFor(wanted: Encoding): Encoding {
    return this.plain.length <= COMPRESS_OVER_BYTES ? 'identity' : wanted;
  }
}
