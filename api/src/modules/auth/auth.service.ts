import { ForbiddenException, GoneException, Injectable, UnauthorizedException } from '@nestjs/common';
import { MESSAGES, VOLUNTEER_MESSAGES } from '@society/contracts';
import { AuditTrail } from '../../audit/audit-trail';
import { volunteerAccountView } from '../../audit/audit-views';
import { SET_PASSWORD_LIMIT } from '../../config/rate-limits';
import { RevokedTokenRepository } from '../../database/repositories/revoked-token.repository';
import { UserRepository } from '../../database/repositories/user.repository';
import type { AuthUser } from '../../security/auth-user';
import { hashInviteToken } from '../../security/invite-token';
import { PasswordHasher } from '../../security/password-hasher';
import { RateLimiter } from '../../security/rate-limiter';
import { TokenIssuer } from '../../security/token-issuer';
import { mapSessionUser, type LoginDto, type LoginResponseDto, type SessionUserDto, type SetPasswordDto } from './dtos/login.dto';
import { LoginThrottle } from './login-throttle.service';
import { SignInAlerts } from './sign-in-alerts';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UserRepository,
    private readonly revokedTokens: RevokedTokenRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenIssuer,
    private readonly throttle: LoginThrottle,
    private readonly audit: AuditTrail,
    private readonly limiter: RateLimiter,
    private readonly alerts: SignInAlerts,
  ) {}

  async login({ email, password }: LoginDto, ip: string): Promise<LoginResponseDto> {
    const attempt = await this.throttle.begin(email, ip);
    const user = await this.users.findByEmail(email);
    // Same work and the same answer whether the email is unknown, the password wrong or not set yet (an invite).
    const valid = user?.passwordHash ? await this.hasher.verify(user.passwordHash, password) : await this.hasher.verifyDummy(password);
    if (!user || !valid) {
      // The email that was tried goes on record, never the password.
      await this.audit.recordLogin({ email, address: ip });
      // Counted for an unknown email too (the same work); only an account that can sign in has an owner to tell.
      if ((await this.throttle.failed(attempt)) && user?.passwordHash && !user.disabledAt) await this.alerts.tell(user, attempt.forEmail);
      throw new UnauthorizedException(MESSAGES.invalidCredentials);
    }
    if (user.disabledAt) {
      // Said only to whoever knows the password; the attempt stays counted as a failure.
      await this.audit.recordLogin({ email, address: ip });
      throw new ForbiddenException(VOLUNTEER_MESSAGES.accountDisabled);
    }
    await this.throttle.succeeded(attempt);
    await this.audit.recordLogin({ email, address: ip, user: { id: String(user._id), email: user.email, role: user.role } });
    return { ...mapSessionUser(user), token: await this.tokens.issue(user) };
  }

  /**
   * Uses an invite link: the account gets the chosen password and the link stops working (it works once,
   * for INVITE_VALID_HOURS); the answer is a login, so the person lands on their dashboard.
   */
  async setPassword({ token, password }: SetPasswordDto, ip: string): Promise<LoginResponseDto> {
    await this.limiter.takeOr429('set-password', ip, SET_PASSWORD_LIMIT, MESSAGES.tooManyLoginAttempts);
    const account = await this.users.findByInviteTokenHash(hashInviteToken(token));
    const now = new Date();
    const usable = account && account.inviteExpiresAt && account.inviteExpiresAt > now && !account.disabledAt;
    if (!account || !usable) throw this.linkInvalid();
    const updated = await this.users.useInvite(String(account._id), hashInviteToken(token), await this.hasher.hash(password), now);
    // Used a moment ago by another request (a double submit): once only.
    if (!updated) throw this.linkInvalid();
    const actor = { id: String(updated._id), email: updated.email, role: updated.role, address: ip };
    await this.audit.record(actor, { kind: 'volunteer-account', action: 'set-password', recordId: actor.id, recordLabel: updated.email, before: volunteerAccountView(account), after: volunteerAccountView(updated) });
    return { ...mapSessionUser(updated), token: await this.tokens.issue(updated) };
  }

  /** 410: the link was good once (a malformed request is a 400, from the validation pipe). */
  private linkInvalid(): GoneException {
    return new GoneException(VOLUNTEER_MESSAGES.linkInvalid);
  }

  /** Revoked until it would have expired anyway; stored in the database so every replica refuses it. */
  async logout(user: AuthUser): Promise<void> {
    await this.revokedTokens.revoke(user.jti, new Date(user.exp * 1000));
  }

  me(user: AuthUser): SessionUserDto {
    return mapSessionUser({ _id: user.id, email: user.email, role: user.role });
  }
}
