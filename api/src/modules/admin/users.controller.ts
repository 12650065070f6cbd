import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ParseObjectIdPipe } from '../../middleware/parse-object-id.pipe';
import type { AuthUser } from '../../security/auth-user';
import { CurrentUser, Roles } from '../../security/auth.decorators';
import { AdminUserDto, CreateUserDto, UpdateUserDto } from './dtos/user.dto';
import { UsersService } from './users.service';

@ApiTags('admin: users')
@ApiBearerAuth()
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
  create(@Body() body: CreateUserDto): Promise<AdminUserDto> {
    return this.users.create(body);
  }

  @Put(':id')
  @ApiOkResponse({ type: AdminUserDto })
  update(@Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdateUserDto): Promise<AdminUserDto> {
    return this.users.update(id, body);
  }

  @Delete(':id')
  @ApiOkResponse({ description: 'The user was deleted' })
  async remove(@CurrentUser() actor: AuthUser, @Param('id', ParseObjectIdPipe) id: string): Promise<{ message: string }> {
    await this.users.remove(actor, id);
    return { message: 'User deleted' };
  }
}
