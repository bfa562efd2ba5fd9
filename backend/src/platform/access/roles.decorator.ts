import { SetMetadata } from '@nestjs/common';
import type { Role } from './account-lookup.port';

export const REQUIRED_ROLES = 'daily:requiredRoles';

/** The caller needs at least one of these roles. */
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator => SetMetadata(REQUIRED_ROLES, roles);
