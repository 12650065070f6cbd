import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LIMITS, ROLES, type LoginResponse, type Role, type SessionUser } from '@society/contracts';
import type { UserRecord } from '../../../database/schemas/user.schema';
import { normalizeEmail } from '../../../validation/field-rules';

export class LoginDto {
  // No email-format check: a malformed address simply matches nobody ('Invalid credentials').
  @ApiProperty({ example: 'admin@society.local' })
  @Transform(normalizeEmail) // spelled as the accounts are stored
  @IsNotEmpty({ message: 'email is required' })
  @IsString()
  @MaxLength(LIMITS.emailMax)
  email: string;

  @ApiProperty({ example: 'a-strong-password' })
  @IsNotEmpty({ message: 'password is required' })
  @IsString()
  @MaxLength(LIMITS.passwordMax)
  password: string;
}

export class SessionUserDto implements SessionUser {
  @ApiProperty()
  _id: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ enum: ROLES })
  role: Role;
}

export class LoginResponseDto extends SessionUserDto implements LoginResponse {
  @ApiProperty({ description: 'Bearer token for the Authorization header' })
  token: string;
}

export class MessageResponseDto {
  @ApiProperty()
  message: string;
}

/** The only shape of a user the auth routes send (never the hash). */
export function mapSessionUser(user: Pick<UserRecord, 'email' | 'role'> & { _id: unknown }): SessionUserDto {
  return { _id: String(user._id), email: user.email, role: user.role };
}
