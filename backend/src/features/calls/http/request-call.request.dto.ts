import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PHONE_NUMBER, PHONE_NUMBER_RULE } from '../../../platform/openapi/text-formats';

export class RequestCallRequestDto {
  @ApiProperty({ ...PHONE_NUMBER, description: `The caller's own phone number. ${PHONE_NUMBER_RULE}` })
  @IsString({ message: 'No phone number available' })
  @IsNotEmpty({ message: 'No phone number available' })
  @MaxLength(32, { message: 'That phone number is too long' })
  phone_number!: string;

  @ApiProperty({ description: 'The signed-in user id' })
  @IsString({ message: 'User ID is required' })
  @IsNotEmpty({ message: 'User ID is required' })
  @MaxLength(64)
  user_id!: string;
}
