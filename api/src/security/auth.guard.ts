import { ForbiddenException, Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import { MESSAGES, type Role } from '@society/contracts';
import type { AuthUser } from './auth-user';
import { IS_PUBLIC_KEY, ROLES_KEY } from './auth.decorators';

/** The one global guard. It denies by default: a route is open only when marked @Public(). */
@Injectable()
export class AuthGuard extends PassportAuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;

    await super.canActivate(context);
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    const user = context.switchToHttp().getRequest<{ user: AuthUser }>().user;
    if (roles && !roles.includes(user.role)) throw new ForbiddenException(MESSAGES.forbidden);
    return true;
  }

  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false): TUser {
    // A database failure while checking the token is not the caller's fault: let the filter answer 503.
    if (error) throw error;
    if (!user) throw new UnauthorizedException(MESSAGES.sessionRequired);
    return user;
  }
}
