import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { STDOUT, type StdoutWriter } from '../../config/stdout';
import { UserRepository } from '../../database/repositories/user.repository';
import { isDuplicateKey } from '../../database/duplicate-key';
import { PasswordHasher } from '../../security/password-hasher';

/** On a database without any admin, creates one so the society can log in the first time. */
@Injectable()
export class FirstAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger(FirstAdminService.name);

  constructor(
    private readonly config: AppConfig,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    @Inject(STDOUT) private readonly stdout: StdoutWriter,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureAdmin();
  }

  async ensureAdmin(): Promise<void> {
    if ((await this.users.countAdmins()) > 0) return;
    const email = this.config.adminEmail;
    const existing = await this.users.findByEmail(email);
    if (existing) {
      // An admin under this email: another replica starting at the same moment created it between our two reads.
      if (existing.role !== 'admin') {
        this.logger.error(`No admin exists and ${email} belongs to a non-admin user; set ADMIN_EMAIL to a free address.`);
      }
      return;
    }
    const generated = this.config.adminPassword === undefined;
    const password = this.config.adminPassword ?? randomBytes(18).toString('base64url');
    try {
      await this.users.create({ email, passwordHash: await this.hasher.hash(password), role: 'admin' });
    } catch (error) {
      // Another replica starting at the same moment created it first.
      if (isDuplicateKey(error)) return;
      throw error;
    }
    this.stdout(
      generated ? `First admin login: ${email} / ${password}` : `First admin created: ${email} (password from ADMIN_PASSWORD)`,
    );
  }
}
