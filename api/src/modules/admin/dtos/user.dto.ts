import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Length, Matches, MaxLength, ValidateIf } from 'class-validator';
import { ASSIGNABLE_ROLES, LIMITS, ROLES, USER_SORT_DEFAULT, USER_SORTS, type Page, type Role, type UserSort } from '@society/contracts';
import { PageDto, PageQueryDto, SortRule } from '../../../dtos/page-query.dto';
import type { UserRecord } from '../../../database/schemas/user.schema';
import { IfGiven, normalizeEmail, trim } from '../../../validation/field-rules';

// A volunteer account is made by HR's invite only (it belongs to a person): not a role the editor gives.
const ROLE_MESSAGE = `role must be one of: ${ASSIGNABLE_ROLES.join(', ')}`;
/** An edit may send a volunteer account's role back unchanged (the dialog sends the whole user); the service refuses a change to or from it. */
const UPDATE_ROLE_MESSAGE = `role must be one of: ${ROLES.join(', ')}`;
const PASSWORD_MESSAGE = `password must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters long`;
const PHONE_PATTERN = /^[0-9+()\s-]*$/;
const PHONE_MESSAGE = 'phone may contain only digits, spaces, +, - and brackets';

export class CreateUserDto {
  @ApiProperty({ example: 'hr@society.local' })
  @Transform(normalizeEmail)
  @IsNotEmpty({ message: 'email is required' })
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(LIMITS.emailMax)
  email: string;

  @ApiProperty()
  @IsNotEmpty({ message: 'password is required' })
  @IsString()
  @Length(LIMITS.passwordMin, LIMITS.passwordMax, { message: PASSWORD_MESSAGE })
  password: string;

  @ApiProperty()
  @IsNotEmpty({ message: 'role is required' })
  @IsIn(ASSIGNABLE_ROLES, { message: ROLE_MESSAGE })
  role: Role;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(LIMITS.nameMax)
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(LIMITS.phoneMax)
  @Matches(PHONE_PATTERN, { message: PHONE_MESSAGE })
  phone?: string;
}

/** Every field optional; a blank or missing password keeps the current one (SPEC §5 user form). */
export class UpdateUserDto {
  // Optional, but never null: an account always has an email and a role.
  @ApiPropertyOptional()
  @ValidateIf((_dto: UpdateUserDto, value: unknown) => value !== undefined)
  @Transform(normalizeEmail)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(LIMITS.emailMax)
  email?: string;

  @ApiPropertyOptional({ description: 'Blank or omitted keeps the current password' })
  @ValidateIf((dto: UpdateUserDto) => !isBlank(dto.password))
  @IsString()
  @Length(LIMITS.passwordMin, LIMITS.passwordMax, { message: PASSWORD_MESSAGE })
  password?: string | null;

  @ApiPropertyOptional()
  @ValidateIf((_dto: UpdateUserDto, value: unknown) => value !== undefined)
  @IsIn(ROLES, { message: UPDATE_ROLE_MESSAGE })
  role?: Role;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(LIMITS.nameMax)
  name?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(LIMITS.phoneMax)
  @Matches(PHONE_PATTERN, { message: PHONE_MESSAGE })
  phone?: string | null;

  // The dashboard's edit dialog sends back the whole user object: these are accepted and ignored.
  @ApiHideProperty() @Allow() _id?: unknown;
  @ApiHideProperty() @Allow() createdAt?: unknown;
  @ApiHideProperty() @Allow() updatedAt?: unknown;
  @ApiHideProperty() @Allow() __v?: unknown;
}

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export class AdminUserDto {
  @ApiProperty() _id: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty() name: string;
  @ApiProperty() phone: string;
  @ApiProperty() createdAt: string;
}

/** The only shape of a user the admin routes send: no hash, no internal fields. */
export function mapAdminUser(user: UserRecord): AdminUserDto {
  return {
    _id: String(user._id),
    email: user.email,
    role: user.role,
    name: user.name ?? '',
    phone: user.phone ?? '',
    createdAt: user.createdAt.toISOString(),
  };
}

/** GET /api/admin/users with list parameters. */
export class UserListQueryDto extends PageQueryDto {
  @SortRule(USER_SORTS, USER_SORT_DEFAULT)
  sort?: UserSort;

  @ApiPropertyOptional({ enum: ROLES })
  @IfGiven()
  @IsIn(ROLES, { message: `role must be one of: ${ROLES.join(', ')}` })
  role?: Role;
}

export class AdminUserPageDto extends PageDto implements Page<AdminUserDto> {
  @ApiProperty({ type: [AdminUserDto] }) items: AdminUserDto[];
}
