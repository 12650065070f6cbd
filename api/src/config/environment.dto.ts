import { isIP } from 'node:net';
import { Transform, Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Length, Matches, Max, MaxLength, Min, MinLength, ValidateBy } from 'class-validator';
import { LIMITS } from '@society/contracts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const NODE_ENVS = ['development', 'production', 'test'] as const;

const TRUST_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** What Express's 'trust proxy' setting accepts, checked here so a typo stops the start with a clear line. */
function isTrustProxy(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (/^(true|false|\d+)$/.test(value)) return true;
  return value.split(',').every((item) => {
    const [address, prefix, ...rest] = item.trim().split('/');
    if (rest.length > 0) return false;
    if (prefix === undefined) return TRUST_NAMES.has(address) || isIP(address) !== 0;
    return isIP(address) !== 0 && (/^\d{1,3}$/.test(prefix) || isIP(prefix) === 4);
  });
}

/**
 * The environment the API accepts; every variable is validated once, at start-up.
 * With stopAtFirstError, class-validator runs the decorator nearest the property first: the most basic
 * check (present, right type) sits last so its message is the one shown.
 */
export class EnvironmentVariables {
  @Matches(/^mongodb(\+srv)?:\/\/\S+$/, { message: 'MONGODB_URI must be a mongodb:// or mongodb+srv:// URI' })
  @IsNotEmpty({ message: 'MONGODB_URI is required (for example mongodb://127.0.0.1:27017/society)' })
  MONGODB_URI: string;

  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters long' })
  @IsString()
  @IsNotEmpty({ message: 'JWT_SECRET is required (a random string of at least 32 characters)' })
  JWT_SECRET: string;

  @IsOptional()
  @Matches(/^[1-9]\d*(s|m|h|d)?$/, { message: 'JWT_EXPIRES_IN must look like 8h, 30m, 1d or a number of seconds' })
  JWT_EXPIRES_IN?: string;

  @IsOptional()
  @Type(() => Number)
  @Max(65535, { message: 'PORT must be between 1 and 65535' })
  @Min(1, { message: 'PORT must be between 1 and 65535' })
  @IsInt({ message: 'PORT must be a whole number' })
  PORT?: number;

  @IsOptional()
  @Matches(/^[\w.:-]+$/, { message: 'HOST must be a host name or an IP address' })
  HOST?: string;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @MaxLength(LIMITS.emailMax, { message: `ADMIN_EMAIL must be at most ${LIMITS.emailMax} characters` })
  @IsEmail({}, { message: 'ADMIN_EMAIL must be an email address' })
  ADMIN_EMAIL?: string;

  @IsOptional()
  @Length(LIMITS.passwordMin, LIMITS.passwordMax, {
    message: `ADMIN_PASSWORD must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters long`,
  })
  ADMIN_PASSWORD?: string;

  @IsOptional()
  @IsString()
  UPLOAD_DIR?: string;

  @IsOptional()
  @IsIn(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL?: string;

  @IsOptional()
  @ValidateBy({ name: 'isTrustProxy', validator: { validate: isTrustProxy } }, {
    message: 'TRUST_PROXY must be true, false, a hop count, or a comma list of loopback/linklocal/uniquelocal/addresses/subnets',
  })
  TRUST_PROXY?: string;

  @IsOptional()
  @IsIn(NODE_ENVS, { message: `NODE_ENV must be one of ${NODE_ENVS.join(', ')}` })
  NODE_ENV?: string;
}
