import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { UserIdField } from './user-id-field';

export class ValidateCouponRequestDto {
  @ApiProperty({ example: 'WELCOME10' })
  @IsString({ message: 'Please enter a coupon code' })
  @MaxLength(200, { message: 'Invalid coupon code' })
  coupon_code!: string;

  @UserIdField()
  user_id?: string;
}
