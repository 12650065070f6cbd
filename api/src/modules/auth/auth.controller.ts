import { Body, Controller, Get, HttpCode, HttpStatus, Ip, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { MESSAGES } from '@society/contracts';
import type { AuthUser } from '../../security/auth-user';
import { CurrentUser, Public } from '../../security/auth.decorators';
import { AuthService } from './auth.service';
import { LoginDto, LoginResponseDto, MessageResponseDto, SessionUserDto } from './dtos/login.dto';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiUnauthorizedResponse({ description: MESSAGES.invalidCredentials })
  @ApiTooManyRequestsResponse({ description: MESSAGES.tooManyLoginAttempts })
  login(@Body() body: LoginDto, @Ip() ip: string | undefined): Promise<LoginResponseDto> {
    return this.auth.login(body, ip ?? 'unknown');
  }

  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({ type: MessageResponseDto })
  async logout(@CurrentUser() user: AuthUser): Promise<MessageResponseDto> {
    await this.auth.logout(user);
    return { message: 'Logged out' };
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOkResponse({ type: SessionUserDto })
  me(@CurrentUser() user: AuthUser): SessionUserDto {
    return this.auth.me(user);
  }
}
