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

  @ApiPropertyOptional({ example: 'https://app.example.com/stripe/success', description: 'Must be on this app’s own address' })
  @Optional()
  @IsString()
  @MaxLength(2000)
  success_url?: string;

  @ApiPropertyOptional({ example: 'https://app.example.com/stripe/cancel', description: 'Must be on this app’s own address' })
  @Optional()
  @IsString()
  @MaxLength(2000)
  cancel_url?: string;
}
