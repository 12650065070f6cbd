import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../security/auth.decorators';
import { PaymentDetailsDto } from './dtos/payment-details.dto';
import { PaymentDetailsService } from './payment-details.service';

@ApiTags('public')
@Public()
@Controller('public/payment-details')
export class PaymentDetailsController {
  constructor(private readonly paymentDetails: PaymentDetailsService) {}

  @Get()
  @ApiOkResponse({ type: PaymentDetailsDto })
  get(): PaymentDetailsDto {
    return this.paymentDetails.get();
  }
}
