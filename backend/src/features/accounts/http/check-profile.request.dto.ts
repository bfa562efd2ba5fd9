import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PHONE_NUMBER, PHONE_NUMBER_RULE } from '../../../platform/openapi/text-formats';

export class CheckProfileRequestDto {
  @ApiProperty({ ...PHONE_NUMBER, description: PHONE_NUMBER_RULE })
  @IsString({ message: 'Please enter your phone number' })
  @IsNotEmpty({ message: 'Please enter your phone number' })
  @MaxLength(32)
  phone!: string;
}
