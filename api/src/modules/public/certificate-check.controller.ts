import { Controller, Get, Header, Ip, NotFoundException, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProperty, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { CERTIFICATE_TYPES, normaliseCertificateCode, VOLUNTEER_MESSAGES, type CertificateStatus, type CertificateType, type CertificateVerification } from '@society/contracts';
import { CERTIFICATE_CHECK_LIMIT } from '../../config/rate-limits';
import { CertificateRepository } from '../../database/repositories/certificate.repository';
import { RateLimiter } from '../../security/rate-limiter';
import { Public } from '../../security/auth.decorators';
import { dateToDay } from '../../validation/calendar-day';

class CertificateVerificationDto implements CertificateVerification {
  @ApiProperty() code: string;
  @ApiProperty() holderName: string;
  @ApiProperty({ enum: CERTIFICATE_TYPES }) type: CertificateType;
  @ApiProperty() role: string;
  @ApiProperty({ format: 'date' }) from: string;
  @ApiProperty({ format: 'date' }) to: string;
  @ApiProperty({ format: 'date-time' }) issuedAt: string;
  @ApiProperty({ enum: ['valid', 'revoked'] }) status: CertificateStatus;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) revokedAt: string | null;
}

/**
 * The public check of a certificate by the code printed on it (the QR code opens /verify/<code>). It says only
 * what the certificate itself says, and whether it still stands; there is no route that lists certificates.
 */
@ApiTags('public')
@Public()
@Controller('public/certificates')
export class CertificateCheckController {
  constructor(
    private readonly certificates: CertificateRepository,
    private readonly limiter: RateLimiter,
  ) {}

  @Get(':code')
  // A revocation must show at once: never kept by a cache.
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: CertificateVerificationDto })
  @ApiNotFoundResponse({ description: VOLUNTEER_MESSAGES.unknownCode })
  @ApiTooManyRequestsResponse({ description: VOLUNTEER_MESSAGES.tooManyChecks })
  async check(@Param('code') input: string, @Ip() ip: string | undefined): Promise<CertificateVerificationDto> {
    await this.limiter.takeOr429('certificate-check', ip ?? 'unknown', CERTIFICATE_CHECK_LIMIT, VOLUNTEER_MESSAGES.tooManyChecks);
    const code = normaliseCertificateCode(input);
    const certificate = code ? await this.certificates.findByCode(code) : null;
    // Issued means its PDF exists: a certificate whose making failed was never given to anyone.
    if (!certificate || !certificate.pdfPath) throw new NotFoundException(VOLUNTEER_MESSAGES.unknownCode);
    return {
      code: certificate.code,
      holderName: certificate.holderName,
      type: certificate.type,
      role: certificate.role,
      from: dateToDay(certificate.from),
      to: dateToDay(certificate.to),
      issuedAt: certificate.issuedAt.toISOString(),
      status: certificate.revokedAt ? 'revoked' : 'valid',
      revokedAt: certificate.revokedAt?.toISOString() ?? null,
    };
  }
}
