import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { sep } from 'node:path';

import { DOCUMENT_ONLY_HEADERS } from './security-headers';

/** Vite names every file under assets/ by its content hash: a changed file is a new URL. */
const HASHED_ASSETS = `${sep}assets${sep}`;

export const CACHE_CONTROL = {
  hashed: 'public, max-age=31536000, immutable',
  /** Pages and unhashed files: a browser may keep them but asks first (ETag), so a deploy shows at once. */
  revalidate: 'no-cache',
} as const;

/**
 * The app without prerendered content (written by the frontend build), for every path that has no
 * file of its own. Public pages are prerendered into <path>/index.html and served as files, `/`
 * included, so the shell cannot be index.html.
 */
export const SPA_SHELL = 'spa.html';

const isHashedAsset = (path: string) => path.includes(HASHED_ASSETS);

export function cacheControlFor(path: string): string {
  return isHashedAsset(path) ? CACHE_CONTROL.hashed : CACHE_CONTROL.revalidate;
}

/**
 * A hashed file is never asked for again within the year, so it needs no validators, and it is
 * not a document, so the page-only security headers do nothing on it (see DOCUMENT_ONLY_HEADERS).
 * Pages, and the empty shell answered for an unknown path, keep every header.
 */
export const HEADERS_A_FILE_DOES_NOT_USE: readonly string[] = [...DOCUMENT_ONLY_HEADERS, 'etag', 'last-modified'];

function leaveOutWhatAFileDoesNotUse(reply: FastifyReply): void {
  for (const name of HEADERS_A_FILE_DOES_NOT_USE) reply.removeHeader(name);
}

/**
 * Serves the built frontend: files at their paths, and each prerendered page's <path>/index.html
 * at <path>. Each file has brotli and gzip twins written at build time, and the
 * one the browser accepts is sent as it is (no compression per request); hashed assets are cached
 * for a year, everything else is revalidated with its ETag.
 */
export async function serveFrontend(app: NestFastifyApplication, dist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => {
      reply.header('cache-control', cacheControlFor(path));
      if (isHashedAsset(path)) leaveOutWhatAFileDoesNotUse(reply);
    },
  });
}
