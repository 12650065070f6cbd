import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../config/app-config';
import { RevokedTokenRepository } from '../database/repositories/revoked-token.repository';
import { UserRepository } from '../database/repositories/user.repository';
import type { AuthUser, TokenPayload } from './auth-user';

export const JWT_ALGORITHM = 'HS256';

/** Bearer token → user. Signature, algorithm and expiry are checked by passport-jwt; the rest here. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: AppConfig,
    private readonly users: UserRepository,
    private readonly revokedTokens: RevokedTokenRepository,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  /**
   * False (→ 401) for a logged-out token, a deleted or disabled user, a changed role or password, or a token
   * from before the account was last disabled.
   */
  async validate(payload: Partial<TokenPayload>): Promise<AuthUser | false> {
    const { sub, role, jti, pwdAt, roleAt, endedAt, exp } = payload;
    if (typeof sub !== 'string' || typeof jti !== 'string' || typeof role !== 'string' || typeof exp !== 'number') {
      return false;
    }
    const [user, revoked] = await Promise.all([this.users.findById(sub), this.revokedTokens.isRevoked(jti)]);
    if (!user || revoked || user.role !== role || user.disabledAt) return false;
    if ((user.passwordChangedAt?.getTime() ?? 0) !== (pwdAt ?? 0)) return false;
    if ((user.roleChangedAt?.getTime() ?? 0) !== (roleAt ?? 0)) return false;
    if ((user.sessionsEndedAt?.getTime() ?? 0) !== (endedAt ?? 0)) return false;
    return { id: String(user._id), email: user.email, role: user.role, jti, exp };
  }
}
