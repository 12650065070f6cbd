import { applyDecorators, createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse } from '@nestjs/swagger';
import type { Role } from '@society/contracts';
import { ApiErrorDto } from '../openapi/api-error.dto';
import type { Request } from 'express';
import type { Actor, AuthUser } from './auth-user';
import { clientAddress } from './client-address';

export const IS_PUBLIC_KEY = 'isPublic';
export const ROLES_KEY = 'roles';

/** Opens a route (or a whole controller) to visitors; everything else needs a valid token. */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);

/**
 * Only these roles may call the route (a logged-in user of another role gets 403); the OpenAPI document
 * says so (the 401 of a missing token is added to every secured route by openapi/api-document.ts).
 */
export const Roles = (...roles: Role[]) =>
  applyDecorators(
    SetMetadata(ROLES_KEY, roles),
    ApiBearerAuth(),
    ApiForbiddenResponse({ description: `Only for ${roles.join(' and ')}`, type: ApiErrorDto }),
  );

/** The user the guard authenticated. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  return context.switchToHttp().getRequest<{ user: AuthUser }>().user;
});

/** The authenticated user and their address (see client-address.ts): the actor a service records a change under. */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor => {
  const request = context.switchToHttp().getRequest<Request & { user: AuthUser }>();
  const { id, email, role } = request.user;
  return { id, email, role, address: clientAddress(request) };
});
