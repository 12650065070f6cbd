import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { RevokedToken } from '../schemas/revoked-token.schema';

@Injectable()
export class RevokedTokenRepository {
  constructor(@InjectModel(RevokedToken.name) private readonly tokens: Model<RevokedToken>) {}

  async revoke(jti: string, expiresAt: Date): Promise<void> {
    // Upsert: logging out twice with the same token is not an error.
    await this.tokens.updateOne({ _id: jti }, { $set: { expiresAt } }, { upsert: true }).exec();
  }

  async isRevoked(jti: string): Promise<boolean> {
    return (await this.tokens.exists({ _id: jti }).exec()) !== null;
  }

  async deleteExpired(now: Date): Promise<number> {
    return (await this.tokens.deleteMany({ expiresAt: { $lte: now } }).exec()).deletedCount;
  }
}
