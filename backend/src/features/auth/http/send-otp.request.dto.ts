import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PHONE_NUMBER, PHONE_NUMBER_RULE } from '../../../platform/openapi/text-formats';

export class SendOtpRequestDto {
  @ApiProperty({ ...PHONE_NUMBER, description: `Phone number with country code. ${PHONE_NUMBER_RULE}` })
  @IsString({ message: 'Please enter your phone number' })
  @IsNotEmpty({ message: 'Please enter your phone number' })
  @MaxLength(32, { message: 'That phone number is too long' })
  phone!: string;
}
