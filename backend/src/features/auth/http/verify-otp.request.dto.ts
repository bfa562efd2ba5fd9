import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { PHONE_NUMBER, PHONE_NUMBER_RULE } from '../../../platform/openapi/text-formats';

export class VerifyOtpRequestDto {
  @ApiProperty({ ...PHONE_NUMBER, description: PHONE_NUMBER_RULE })
  @IsString({ message: 'Please enter your phone number' })
  @IsNotEmpty({ message: 'Please enter your phone number' })
  @MaxLength(32, { message: 'That phone number is too long' })
  phone!: string;

  @ApiProperty({ example: '123456' })
  @IsString({ message: 'Please enter the OTP' })
  @IsNotEmpty({ message: 'Please enter the OTP' })
  @Matches(/^[0-9]{4,8}$/, { message: 'The code is the 6 digits we sent you' })
  token!: string;

  @ApiProperty({ enum: ['sms'] })
  @IsIn(['sms'], { message: 'type must be "sms"' })
  type!: 'sms';
}
