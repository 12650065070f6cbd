import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiListOrPage } from '../../dtos/page-query.dto';
import { QueryRules } from '../../openapi/request-schema';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ParseObjectIdPipe } from '../../middleware/parse-object-id.pipe';
import type { Actor } from '../../security/auth-user';
import { CurrentActor, Roles } from '../../security/auth.decorators';
import { AdminUserDto, AdminUserPageDto, CreateUserDto, UpdateUserDto, UserListQueryDto } from './dtos/user.dto';
import { USER_MESSAGES, UsersService } from './users.service';

@ApiTags('admin: users')
@Roles('admin')
@Controller('admin/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiListOrPage(AdminUserDto, AdminUserPageDto, 'Oldest first')
  @QueryRules(UserListQueryDto)
  list(@Query() query: UserListQueryDto): Promise<AdminUserDto[] | AdminUserPageDto> {
    return this.users.list(query);
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
