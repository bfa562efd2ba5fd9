import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { UserIdField } from './user-id-field';
import { Optional } from '../../../platform/http/optional';

/** Spec section 3, "Checkout request". */
export class CheckoutSessionRequestDto {
  @ApiProperty({ example: 'Ada Lovelace' })
  @IsString({ message: 'Please enter your name' })
  @IsNotEmpty({ message: 'Please enter your name' })
  @MaxLength(120, { message: 'That name is too long (120 characters at most)' })
  customer_name!: string;

  @ApiProperty({ example: 'ada@example.com' })
  @IsNotEmpty({ message: 'Please enter your email' })
  @IsEmail({}, { message: 'Please enter a valid email' })
  @MaxLength(254)
  customer_email!: string;

  @UserIdField()
  user_id?: string;

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
