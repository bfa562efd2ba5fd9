import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

export class VerifyOtpRequestDto {
  @ApiProperty({ example: '+447911123456' })
  @IsString({ message: 'Please enter your phone number' })
  @IsNotEmpty({ message: 'Please enter your phone number' })
  @MaxLength(32, { message: 'That phone number is too long' })
  phone!: string;

  @ApiProperty({ example: '123456' })
  @IsString({ message: 'Please enter the OTP' })
  @IsNotEmpty({ message: 'Please enter the OTP' })
  @Matches(/^\d{4,8}$/, { message: 'The code is the 6 digits we sent you' })
  token!: string;

  @ApiProperty({ enum: ['sms'] })
  @IsIn(['sms'], { message: 'type must be "sms"' })
  type!: 'sms';
}
