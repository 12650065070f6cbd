import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Length, MaxLength } from 'class-validator';
import { LIMITS, ROLES, type LoginResponse, type Role, type SessionUser, type SetPasswordRequest } from '@society/contracts';
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

/** POST /api/auth/set-password: the token from the invite link, and the password the person chooses. */
export class SetPasswordDto implements SetPasswordRequest {
  @ApiProperty({ description: "The token after '#token=' in the invite link" })
  @IsNotEmpty({ message: 'token is required' })
  @IsString({ message: 'token must be text' })
  @MaxLength(100, { message: 'token must be at most 100 characters' })
  token: string;

  @ApiProperty()
  @IsNotEmpty({ message: 'password is required' })
  @IsString({ message: 'password must be text' })
  @Length(LIMITS.passwordMin, LIMITS.passwordMax, { message: `password must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters long` })
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
