import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AppConfig } from '../config/app-config';
import { DatabaseModule } from '../database/database.module';
import { AadhaarCipher } from './aadhaar-cipher';
import { AuthGuard } from './auth.guard';
import { JWT_ALGORITHM, JwtStrategy } from './jwt.strategy';
import { PasswordHasher } from './password-hasher';
import { RateLimiter } from './rate-limiter';
import { TokenIssuer } from './token-issuer';

/** The global guard, token signing/checking, password hashing and Aadhaar encryption, shared by the role modules. */
@Global()
@Module({
  imports: [
    DatabaseModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: JWT_ALGORITHM, expiresIn: config.jwtExpiresInSeconds },
        verifyOptions: { algorithms: [JWT_ALGORITHM] },
      }),
    }),
  ],
  providers: [JwtStrategy, PasswordHasher, TokenIssuer, AadhaarCipher, RateLimiter, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [PasswordHasher, TokenIssuer, AadhaarCipher, RateLimiter],
})
export class SecurityModule {}
