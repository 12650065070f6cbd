import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import type { UserRecord } from '../database/schemas/user.schema';
import type { TokenPayload } from './auth-user';

@Injectable()
export class TokenIssuer {
  constructor(private readonly jwt: JwtService) {}

  /** A signed token naming the user, its role, a unique id (for logout) and its password, role and disabling versions. */
  issue(user: UserRecord): Promise<string> {
    const payload: TokenPayload = {
      sub: String(user._id),
      role: user.role,
      jti: randomUUID(),
      pwdAt: user.passwordChangedAt?.getTime() ?? 0,
      roleAt: user.roleChangedAt?.getTime() ?? 0,
      endedAt: user.sessionsEndedAt?.getTime() ?? 0,
    };
    return this.jwt.signAsync(payload);
  }
}
