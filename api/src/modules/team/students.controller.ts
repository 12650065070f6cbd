import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Put, Query, Res, StreamableFile, UploadedFile } from '@nestjs/common';
import type { Response } from 'express';
import { GUARDIAN_CONSENT_MESSAGES } from '@society/contracts';
import { GuardianConsentBody } from '../../consent/guardian-consents';
import { GuardianConsentDto } from '../../dtos/guardian-consent.dto';
import type { UploadedFileData } from '../../middleware/single-file-upload';
import { ApiListOrPage } from '../../dtos/page-query.dto';
import { QueryRules } from '../../openapi/request-schema';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { AADHAAR_REVEAL_LIMIT } from '../../config/rate-limits';
import { ParseObjectIdPipe } from '../../middleware/parse-object-id.pipe';
import type { Actor } from '../../security/auth-user';
import { CurrentActor, Roles } from '../../security/auth.decorators';
import { CreateStudentDto, RevealedAadhaarDto, STUDENT_MESSAGES, StudentDto, StudentListQueryDto, StudentPageDto, UpdateStudentDto } from './dtos/student.dto';
import { StudentsService } from './students.service';

// Children's records: team only, and never kept by a browser or proxy cache.
@ApiTags('team')
@Controller('team/students')
export class StudentsController {
  constructor(private readonly students: StudentsService) {}

  @Get()
  @Roles('team')
  @Header('Cache-Control', 'no-store')
  @ApiListOrPage(StudentDto, StudentPageDto, 'Sorted by name; Aadhaar numbers only masked')
  @QueryRules(StudentListQueryDto)
  list(@Query() query: StudentListQueryDto): Promise<StudentDto[] | StudentPageDto> {
    return this.students.list(query);
  }

  @Post()
  @Roles('team')
  @Header('Cache-Control', 'no-store')
  @GuardianConsentBody(CreateStudentDto, { firstRecord: true })
  @ApiCreatedResponse({ type: StudentDto })
  @ApiBadRequestResponse({ description: `A field is invalid, e.g. '${STUDENT_MESSAGES.aadhaarInvalid}'; the guardian's consent is required ('${GUARDIAN_CONSENT_MESSAGES.signedFormRequired}')` })
  create(@CurrentActor() actor: Actor, @Body() body: CreateStudentDto, @UploadedFile() signedForm?: UploadedFileData): Promise<StudentDto> {
    return this.students.create(actor, body, signedForm);
  }

  @Put(':id')
  @Roles('team')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: StudentDto })
  @ApiBadRequestResponse({ description: 'A field or the id is invalid' })
  @ApiNotFoundResponse({ description: STUDENT_MESSAGES.notFound })
  @ApiConflictResponse({ description: `'${GUARDIAN_CONSENT_MESSAGES.studentNeedsConsent}' (a record from before consent records), or '${GUARDIAN_CONSENT_MESSAGES.studentErased}'` })
  update(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdateStudentDto): Promise<StudentDto> {
    return this.students.update(actor, id, body);
  }

  @Post(':id/aadhaar')
  @Roles('team')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: RevealedAadhaarDto, description: 'The full number; the reveal is recorded (who, which student, when)' })
  @ApiNotFoundResponse({ description: `${STUDENT_MESSAGES.notFound}, or '${STUDENT_MESSAGES.noAadhaar}'` })
  @ApiTooManyRequestsResponse({ description: `${STUDENT_MESSAGES.tooManyReveals} (${AADHAAR_REVEAL_LIMIT.max} an hour per person; the admins are mailed once an hour when someone reaches it)` })
  revealAadhaar(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string): Promise<RevealedAadhaarDto> {
    return this.students.revealAadhaar(actor, id);
  }

  @Put(':id/guardian-consent')
  @Roles('team')
  @Header('Cache-Control', 'no-store')
  @GuardianConsentBody(GuardianConsentDto)
  @ApiOkResponse({ type: StudentDto, description: 'The consent is recorded (or replaced) by the signed-in member, now' })
  @ApiBadRequestResponse({ description: `A field is invalid, or '${GUARDIAN_CONSENT_MESSAGES.signedFormRequired}'` })
  @ApiNotFoundResponse({ description: STUDENT_MESSAGES.notFound })
  @ApiConflictResponse({ description: GUARDIAN_CONSENT_MESSAGES.studentErased })
  recordConsent(
    @CurrentActor() actor: Actor,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: GuardianConsentDto,
    @UploadedFile() signedForm?: UploadedFileData,
  ): Promise<StudentDto> {
    return this.students.recordConsent(actor, id, body, signedForm);
  }

  @Get(':id/guardian-consent/form')
  @Roles('team')
  @ApiOkResponse({ description: 'The signed form (PDF or image), as a download; never cached' })
  @ApiNotFoundResponse({ description: `${STUDENT_MESSAGES.notFound}, or '${GUARDIAN_CONSENT_MESSAGES.noForm}'` })
  consentForm(@Param('id', ParseObjectIdPipe) id: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    return this.students.openConsentForm(id, response);
  }

  @Post(':id/guardian-consent/withdraw')
  @Roles('team')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: StudentDto, description: "The reduced record: the child's details, Aadhaar number and signed form are erased; the year of admission and what happened remain" })
  @ApiNotFoundResponse({ description: STUDENT_MESSAGES.notFound })
  @ApiConflictResponse({ description: GUARDIAN_CONSENT_MESSAGES.studentErased })
  withdrawConsent(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string): Promise<StudentDto> {
    return this.students.withdrawConsent(actor, id);
  }
}
