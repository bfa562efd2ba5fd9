import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { existsSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { join, resolve } from 'node:path';
import { Logger } from 'nestjs-pino';
import { AppModule, type AppModuleOptions } from './app.module';
import type { AppConfig } from './platform/config/app-config';
import { assertHandlersProvided } from './platform/commands/handlers-provided';
import { bootWarnings } from './platform/config/boot-warnings';
import { answerFrameworkError } from './platform/http/framework-errors';
import { answerClientError } from './platform/http/client-errors';
import { BODY_LIMIT_BYTES, limitBodies } from './platform/http/body-limits';
import { createHttpServer } from './platform/http/http-server';
import { answerMethodNotAllowed } from './platform/http/method-not-allowed';
import { requestIdFor } from './platform/http/request-context';
import { compressResponses } from './platform/http/response-compression';
import { serveFrontend } from './platform/http/static-files';
import { computeSecurityHeaders } from './platform/http/security-headers';
import { registerRequestLog } from './platform/logging/request-log';
import { createValidationPipe } from './platform/http/validation';
import { API_DOCS_PATH, API_DOCUMENT_PATH, buildApiDocument } from './platform/openapi/api-document';

const ROUTER_IGNORES_TRAILING_SLASH = true;

export function frontendDist(): string {
  return resolve(process.env.FRONTEND_DIST ?? join(__dirname, '..', '..', 'frontend', 'dist'));
}

export interface CreateAppOptions extends AppModuleOptions {
  /** Shorter than HTTP_LIMITS.requestTimeoutMs only in tests of the timeout itself. */
  requestTimeoutMs?: number;
}

export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    serverFactory: (handler: RequestListener) =>
      createHttpServer(handler, { requestTimeoutMs: options.requestTimeoutMs, maxConnectionsPerAddress: config.maxConnectionsPerAddress }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    genReqId: requestIdFor,
    routerOptions: { ignoreTrailingSlash: ROUTER_IGNORES_TRAILING_SLASH },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(config, { startProjections: options.startProjections, stores: options.stores }),
    adapter,
    {
      bufferLogs: true,
      // A failed boot (a store that cannot be reached) is thrown to main.ts, which says why in one
      // line and exits with its own code, instead of Nest ending the process with code 1.
      abortOnError: false,
      rawBody: true,
    },
  );
  // A handler left out of its module's providers is a boot error that names its command, not a 500 later.
  await assertHandlersProvided(app, join(__dirname, 'features')).catch(async (error: unknown) => {
    await app.close();
    throw error;
  });
  app.useLogger(app.get(Logger));
  for (const warning of bootWarnings(config)) app.get(Logger).warn(warning, 'Boot');
  app.enableShutdownHooks();
  app.useGlobalPipes(createValidationPipe());
  const securityHeaders = computeSecurityHeaders(config.publicUrl);
  const fastify = app.getHttpAdapter().getInstance();
  registerRequestLog(fastify);
  limitBodies(fastify);
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    reply.header('x-request-id', request.id);
    // Answers to a signed-in caller, and tokens, are the person's own: no cache on the way keeps them.
    if (request.headers.authorization !== undefined || request.url.startsWith('/auth/')) reply.header('cache-control', 'no-store');
    done();
  });
  // After the headers above, which an early 405 answer must carry as well.
  answerMethodNotAllowed(fastify, { ignoreTrailingSlash: ROUTER_IGNORES_TRAILING_SLASH });

  await compressResponses(app);
  const dist = frontendDist();
  if (existsSync(join(dist, 'index.html'))) {
    await serveFrontend(app, dist);
  }

  SwaggerModule.setup(API_DOCS_PATH, app, buildApiDocument(app), { jsonDocumentUrl: API_DOCUMENT_PATH });
  return app;
}
