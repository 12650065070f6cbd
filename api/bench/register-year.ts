import { Controller, Post, Query } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../src/security/auth.decorators';
import { seedRegisterYear, type RegisterYear } from '../test/fixtures/register-year';

/**
 * `npm run bench`'s class register, seeded by the same fixture the tests read and taught by the team member
 * `teacher` (a user id): by default a centre's past year (issue 44's budget: 10 batches, 300 children, 220 class
 * days); `year`, `batches`, `children` and `days` seed a smaller or current one.
 */
@ApiExcludeController()
@Public()
@Controller('bench')
export class RegisterYearBenchController {
  constructor(private readonly modules: ModuleRef) {}

  @Post('register-year')
  seed(
    @Query('teacher') teacher: string,
    @Query('year') academicYear?: string,
    @Query('batches') batches?: string,
    @Query('children') childrenPerBatch?: string,
    @Query('days') classDays?: string,
  ): Promise<RegisterYear> {
    const count = (value?: string) => (value ? Number(value) : undefined);
    return seedRegisterYear(
      { get: (token) => this.modules.get(token, { strict: false }) },
      { teacherIds: [teacher], academicYear, batches: count(batches), childrenPerBatch: count(childrenPerBatch), classDays: count(classDays) },
    );
  }
}
