import type { OpenAPIObject } from '@nestjs/swagger';
import type { EndReason } from './live-streams';

const END_REASONS: readonly EndReason[] = ['session-ended', 'token-expired'];

/**
 * Adds the live stream's event payloads to the document's schemas, the model names an enum of the
 * read models the features declare live, so the web app's names are generated from the same list.
 */
export function documentLiveEvents(document: OpenAPIObject, liveModels: readonly string[]): OpenAPIObject {
  const schemas = (document.components ??= {}).schemas ?? (document.components.schemas = {});
  schemas.LiveModel = {
    type: 'string',
    enum: [...liveModels],
    description: 'A read model the live stream names when one of the person’s changes; the web app refetches what shows it',
  };
  schemas.LiveChangedEvent = {
    type: 'object',
    description: 'The data of a `changed` event on GET /api/live',
    properties: { models: { type: 'array', items: { $ref: '#/components/schemas/LiveModel' } } },
    required: ['models'],
  };
  schemas.LiveEndedEvent = {
    type: 'object',
    description: 'The data of the `ended` event GET /api/live sends before it closes',
    properties: { reason: { type: 'string', enum: [...END_REASONS] } },
    required: ['reason'],
  };
  return document;
}
