import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AuthenticatedUser } from '../http/request-context';
import { RouteMetadata } from '../http/route-metadata';
import type { Role } from './account-lookup.port';
import { REQUIRED_ROLES } from './roles.decorator';

@Injectable()
export class RolesGuard implements CanActivate {
  private readonly requiredRoles: RouteMetadata<Role[]>;

  constructor(reflector: Reflector) {
    this.requiredRoles = new RouteMetadata(reflector, REQUIRED_ROLES);
  }

  canActivate(context: ExecutionContext): boolean {
    const required = this.requiredRoles.of(context);
    if (!required || required.length === 0) return true;
    const user = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
    if (!user || !required.some((role) => user.roles.includes(role))) {
      throw new ForbiddenException(`This needs the ${required.join(' or ')} role.`);
    }
    return true;
  }
}
