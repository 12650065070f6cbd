import { Body, Controller, Get, HttpCode, HttpStatus, Ip, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiGoneResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { apiText, MESSAGES, VOLUNTEER_MESSAGES, type Locale } from '@society/contracts';
import { RequestLocale } from '../../i18n/request-locale';
import { translateApiMessage } from '../../i18n/api-messages';
import type { AuthUser } from '../../security/auth-user';
import { CurrentUser, Public } from '../../security/auth.decorators';
import { AuthService } from './auth.service';
import { LoginDto, LoginResponseDto, MessageResponseDto, SessionUserDto, SetPasswordDto } from './dtos/login.dto';

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
  @ApiForbiddenResponse({ description: VOLUNTEER_MESSAGES.accountDisabled })
  login(@Body() body: LoginDto, @Ip() ip: string | undefined): Promise<LoginResponseDto> {
    return this.auth.login(body, ip ?? 'unknown');
  }

  @Public()
  @Post('set-password')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: LoginResponseDto, description: 'The password is set and the invite link used up; the answer signs the person in' })
  @ApiGoneResponse({ description: `${VOLUNTEER_MESSAGES.linkInvalid} (the invite link was used, has expired or been replaced by a newer one, or its account is disabled)` })
  @ApiTooManyRequestsResponse({ description: MESSAGES.tooManyLoginAttempts })
  setPassword(@Body() body: SetPasswordDto, @Ip() ip: string | undefined): Promise<LoginResponseDto> {
    return this.auth.setPassword(body, ip ?? 'unknown');
  }

  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({ type: MessageResponseDto })
  async logout(@CurrentUser() user: AuthUser, @RequestLocale() locale: Locale): Promise<MessageResponseDto> {
    await this.auth.logout(user);
    return { message: translateApiMessage(apiText.en.loggedOut, locale) };
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOkResponse({ type: SessionUserDto })
  me(@CurrentUser() user: AuthUser): SessionUserDto {
    return this.auth.me(user);
  }
}
