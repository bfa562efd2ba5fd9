import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'daily:isPublic';

/** Opens an endpoint to signed-out callers. Everything else requires a valid session. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);

export const OPTIONAL_SESSION = 'daily:optionalSession';

/** Public, but a valid session, when one is sent, is read (the caller's roles may show more). */
export const OptionalSession = (): MethodDecorator & ClassDecorator => SetMetadata(OPTIONAL_SESSION, true);
