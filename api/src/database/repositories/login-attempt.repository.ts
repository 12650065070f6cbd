import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { LoginAttempt } from '../schemas/login-attempt.schema';

@Injectable()
export class LoginAttemptRepository {
  constructor(@InjectModel(LoginAttempt.name) private readonly attempts: Model<LoginAttempt>) {}

  async recordFailure(email: string, ip: string, expiresAt: Date): Promise<void> {
    await this.attempts.create({ email, ip, expiresAt });
  }

  countActiveForEmail(email: string, now: Date): Promise<number> {
    return this.attempts.countDocuments({ email, expiresAt: { $gt: now } }).exec();
  }

  countActiveForIp(ip: string, now: Date): Promise<number> {
    return this.attempts.countDocuments({ ip, expiresAt: { $gt: now } }).exec();
  }

  /** A successful login forgives that email's failures (the address's count stays). */
  async clearForEmail(email: string): Promise<void> {
    await this.attempts.deleteMany({ email }).exec();
  }

  async deleteExpired(now: Date): Promise<number> {
    return (await this.attempts.deleteMany({ expiresAt: { $lte: now } }).exec()).deletedCount;
  }
}
