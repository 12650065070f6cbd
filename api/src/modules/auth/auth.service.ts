import { Injectable, UnauthorizedException } from '@nestjs/common';
import { MESSAGES } from '@society/contracts';
import { AuditTrail } from '../../audit/audit-trail';
import { RevokedTokenRepository } from '../../database/repositories/revoked-token.repository';
import { UserRepository } from '../../database/repositories/user.repository';
import type { AuthUser } from '../../security/auth-user';
import { PasswordHasher } from '../../security/password-hasher';
import { TokenIssuer } from '../../security/token-issuer';
import { mapSessionUser, type LoginDto, type LoginResponseDto, type SessionUserDto } from './dtos/login.dto';
import { LoginThrottle } from './login-throttle.service';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UserRepository,
    private readonly revokedTokens: RevokedTokenRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenIssuer,
    private readonly throttle: LoginThrottle,
    private readonly audit: AuditTrail,
  ) {}

  async login({ email, password }: LoginDto, ip: string): Promise<LoginResponseDto> {
    const attempt = await this.throttle.begin(email, ip);
    const user = await this.users.findByEmail(email);
    // Same work and the same answer whether the email is unknown or the password wrong.
    const valid = user ? await this.hasher.verify(user.passwordHash, password) : await this.hasher.verifyDummy(password);
    if (!user || !valid) {
      // The email that was tried goes on record, never the password.
      await this.audit.recordLogin({ email, address: ip });
      throw new UnauthorizedException(MESSAGES.invalidCredentials);
    }
    await this.throttle.succeeded(attempt);
    await this.audit.recordLogin({ email, address: ip, user: { id: String(user._id), email: user.email, role: user.role } });
    return { ...mapSessionUser(user), token: await this.tokens.issue(user) };
  }

  /** Revoked until it would have expired anyway; stored in the database so every replica refuses it. */
  async logout(user: AuthUser): Promise<void> {
    await this.revokedTokens.revoke(user.jti, new Date(user.exp * 1000));
  }

  me(user: AuthUser): SessionUserDto {
    return mapSessionUser({ _id: user.id, email: user.email, role: user.role });
  }
}
