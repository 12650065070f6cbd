import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { applyDecorators } from '@nestjs/common';
import { IsOptional, Matches, ValidateBy } from 'class-validator';
import { ACADEMIC_YEAR_PATTERN, isAcademicYear, REGISTER_RULES, TERMS, type Term } from '@society/contracts';
import { OptionalText, RequiredChoice, trim } from '../validation/field-rules';

const ACADEMIC_YEAR_MESSAGE = 'academicYear must be an academic year written like 2026-27';
/** The document states the pattern; that the second year follows the first is the service's rule beyond it. */
const AcademicYear = (): PropertyDecorator =>
  applyDecorators(Matches(ACADEMIC_YEAR_PATTERN, { message: ACADEMIC_YEAR_MESSAGE }), ValidateBy({ name: 'isAcademicYear', validator: { validate: isAcademicYear } }, { message: ACADEMIC_YEAR_MESSAGE }));

/** The register's reports of a year (the outcomes): this academic year when none is given. */
export class OutcomesQueryDto {
  @ApiPropertyOptional({ example: '2026-27', description: "April to March; this academic year (India's today) when left out" })
  @Transform(trim)
  @IsOptional()
  @AcademicYear()
  academicYear?: string;
}

/** A term's progress card(s): this term (India's today) when none is given. */
export class ProgressCardQueryDto {
  @ApiPropertyOptional({ example: '2026-27', description: 'This academic year when left out' })
  @Transform(trim)
  @IsOptional()
  @AcademicYear()
  academicYear?: string;

  @ApiPropertyOptional({ enum: TERMS, description: 'term1: April to September; term2: October to March. This term when left out' })
  @IsOptional()
  @RequiredChoice('term', TERMS)
  term?: Term;
}

/** The teacher's remark on a child's term ('' clears it). */
export class TermRemarkDto {
  @ApiProperty({ example: '2026-27' })
  @Transform(trim)
  @AcademicYear()
  academicYear: string;

  @ApiProperty({ enum: TERMS, description: 'term1: April to September; term2: October to March' })
  @RequiredChoice('term', TERMS)
  term: Term;

  @ApiProperty({ maxLength: REGISTER_RULES.remarkMax, example: 'Reads a short story aloud now; keep reading at home.' })
  @OptionalText('remark', REGISTER_RULES.remarkMax)
  remark: string;
}
