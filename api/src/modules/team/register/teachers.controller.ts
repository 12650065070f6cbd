import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { TeacherView } from '@society/contracts';
import { TeachersService } from '../../../domains/children/register/services/teachers.service';
import { Roles } from '../../../security/auth.decorators';

// Who can teach a batch, for the batch form's checklist (the team's only: the admin has no batch screen).
@ApiTags('team')
@Controller('team/register')
export class TeamTeachersController {
  constructor(private readonly teachers: TeachersService) {}

  @Get('teachers')
  @Roles('team')
  @ApiOkResponse({ description: 'The enabled team members by name, each { id, name } only (TeacherView[])' })
  list(): Promise<TeacherView[]> {
    return this.teachers.list();
  }
}
