import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { PHONE_NUMBER, PHONE_NUMBER_RULE } from '../../../platform/openapi/text-formats';

export class VerifyPhoneRequestDto {
  @ApiProperty({ description: 'The signed-in user id' })
  @IsString({ message: 'User ID is required' })
  @IsNotEmpty({ message: 'User ID is required' })
  @MaxLength(64)
  userId!: string;

  @ApiProperty({ ...PHONE_NUMBER, description: `The new number, as sent to /dev/user/update. ${PHONE_NUMBER_RULE}` })
  @IsString({ message: 'Please enter your phone number' })
  @IsNotEmpty({ message: 'Please enter your phone number' })
  @MaxLength(32, { message: 'That phone number is too long' })
  phone!: string;

  @ApiProperty({ example: '123456' })
  @IsString({ message: 'Please enter the OTP' })
  @Matches(/^[0-9]{4,8}$/, { message: 'The code is the 6 digits we sent you' })
  token!: string;
}
