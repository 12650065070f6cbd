import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ParseObjectIdPipe } from '../../middleware/parse-object-id.pipe';
import type { Actor } from '../../security/auth-user';
import { CurrentActor, Roles } from '../../security/auth.decorators';
import { AdminUserDto, CreateUserDto, UpdateUserDto } from './dtos/user.dto';
import { USER_MESSAGES, UsersService } from './users.service';

@ApiTags('admin: users')
@Roles('admin')
@Controller('admin/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOkResponse({ type: [AdminUserDto] })
  list(): Promise<AdminUserDto[]> {
    return this.users.list();
  }

  @Post()
  @ApiCreatedResponse({ type: AdminUserDto })
  @ApiConflictResponse({ description: USER_MESSAGES.duplicateEmail })
  create(@CurrentActor() actor: Actor, @Body() body: CreateUserDto): Promise<AdminUserDto> {
    return this.users.create(actor, body);
  }

  @Put(':id')
  @ApiOkResponse({ type: AdminUserDto })
  @ApiConflictResponse({ description: `${USER_MESSAGES.duplicateEmail}; or: ${USER_MESSAGES.demoteLastAdmin}` })
  update(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdateUserDto): Promise<AdminUserDto> {
    return this.users.update(actor, id, body);
  }

  @Delete(':id')
  @ApiOkResponse({ description: 'The user was deleted' })
  @ApiConflictResponse({ description: `${USER_MESSAGES.deleteSelf}; or: ${USER_MESSAGES.deleteLastAdmin}` })
  async remove(@CurrentActor() actor: Actor, @Param('id', ParseObjectIdPipe) id: string): Promise<{ message: string }> {
    await this.users.remove(actor, id);
    return { message: 'User deleted' };
  }
}
