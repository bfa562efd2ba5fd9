import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

export class ConfirmCheckoutRequestDto {
  @ApiProperty({ example: 'cs_test_a1B2c3d4', description: 'The session_id the payment page added to the success address' })
  @IsString()
  @IsNotEmpty({ message: 'session_id is required' })
  @MaxLength(255)
  @Matches(/^cs_[A-Za-z0-9_-]+$/, { message: 'session_id is not a checkout session id' })
  session_id!: string;
}
