import { Body, Controller, HttpException, HttpStatus, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../security/auth.decorators';
import { BirthdayWishDto } from './dtos/applicant.dto';

export const BIRTHDAY_WISH_UNAVAILABLE = 'Birthday wishes are not available yet.';

/** The HR screen keeps its button disabled (SPEC §2); the route answers 501 until the API can send mail. */
@ApiTags('hr')
@ApiBearerAuth()
@Roles('hr')
@Controller('hr/send-birthday-wish')
export class BirthdayWishesController {
  @Post()
  @ApiResponse({ status: HttpStatus.NOT_IMPLEMENTED, description: BIRTHDAY_WISH_UNAVAILABLE })
  send(@Body() _body: BirthdayWishDto): never {
    throw new HttpException(BIRTHDAY_WISH_UNAVAILABLE, HttpStatus.NOT_IMPLEMENTED);
  }
}
