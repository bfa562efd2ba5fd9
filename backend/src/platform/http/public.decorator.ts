import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'daily:isPublic';

/** Opens an endpoint to signed-out callers. Everything else requires a valid session. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);
