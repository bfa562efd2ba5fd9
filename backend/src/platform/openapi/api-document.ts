import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { FeatureRegistry } from '../features/feature-registry';
import { documentIdempotencyKey } from '../idempotency/idempotency-openapi';
import { documentLiveEvents } from '../live/live-openapi';
import { BEARER, completeOperations } from './complete-operations';
import { ErrorResponseDto } from './error-response.dto';
import { documentRequestConstraints } from './request-constraints';
import { queryClasses, routeAccess } from './route-access';

export const API_DOCS_PATH = 'api/docs';
export const API_DOCUMENT_PATH = 'api/docs/openapi.json';

/**
 * The API's one contract: served at /api/docs/openapi.json, written to docs/openapi.json for
 * review and for the web app's generated types, and checked against every answer the backend's
 * end-to-end suites receive.
 */
export function buildApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('daily API')
    .setDescription(
      'The web API of daily. Signed-in calls send `Authorization: Bearer <access_token>` from POST /auth/verify or POST /auth/token. ' +
        'Every error answers `{statusCode, error, message}` with a sentence a person can read.',
    )
    .setVersion('1')
    .addServer('/', 'The server that serves this document')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, BEARER)
    .addSecurityRequirements(BEARER)
    .build();
  // Not published under an open licence, so there is no licence text to link to.
  config.info.license = { name: 'Proprietary' };
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ErrorResponseDto] });
  // Idempotency first, so that its 409 and 422 get the error body with every other error answer.
  documentLiveEvents(document, app.get(FeatureRegistry).liveModels());
  completeOperations(documentRequestConstraints(documentIdempotencyKey(document), queryClasses(app)), routeAccess(app));
  return document;
}
