import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { CreateSubscriptionRequestDto } from './create-subscription.request.dto';
import { Optional } from '../../../platform/http/optional';

/** Spec section 3, "Checkout request": the customer's details, with a coupon and where to come back. */
export class CheckoutSessionRequestDto extends CreateSubscriptionRequestDto {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'WELCOME10' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  coupon_code?: string | null;

  @ApiPropertyOptional({
    example: '/stripe/success',
    description: 'A path on this app (such as the example), or an address on its own origin; another host is refused (400)',
  })
  @Optional()
  @IsString()
  @MaxLength(2000)
  success_url?: string;

  @ApiPropertyOptional({
    example: '/stripe/cancel',
    description: 'A path on this app (such as the example), or an address on its own origin; another host is refused (400)',
  })
  @Optional()
  @IsString()
  @MaxLength(2000)
  cancel_url?: string;
}
