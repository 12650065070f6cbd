import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiListOrPage } from '../../dtos/page-query.dto';
import { QueryRules } from '../../openapi/request-schema';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
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
  @ApiCreatedResponse({ type: StudentDto })
  @ApiBadRequestResponse({ description: `A field is invalid, e.g. '${STUDENT_MESSAGES.aadhaarInvalid}'` })
  create(@CurrentActor() actor: Actor, @Body() body: CreateStudentDto): Promise<StudentDto> {
    return this.students.create(actor, body);
  }

  @Put(':id')
  @Roles('team')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: StudentDto })
  @ApiBadRequestResponse({ description: 'A field or the id is invalid' })
  @ApiNotFoundResponse({ description: STUDENT_MESSAGES.notFound })
  update(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdateStudentDto): Promise<StudentDto> {
    return this.students.update(actor, id, body);
  }

  @Post(':id/aadhaar')
  @Roles('team')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: RevealedAadhaarDto, description: 'The full number; the reveal is recorded (who, which student, when)' })
  @ApiNotFoundResponse({ description: `${STUDENT_MESSAGES.notFound}, or '${STUDENT_MESSAGES.noAadhaar}'` })
  revealAadhaar(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string): Promise<RevealedAadhaarDto> {
    return this.students.revealAadhaar(actor, id);
  }
}
