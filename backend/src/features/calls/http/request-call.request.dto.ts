import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class RequestCallRequestDto {
  @ApiProperty({ example: '+447911123456', description: "The caller's own phone number" })
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
