import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class CalendarUserRequestDto {
  @ApiProperty({ description: 'The signed-in user id' })
  @IsString({ message: 'User ID is required' })
  @IsNotEmpty({ message: 'User ID is required' })
  @MaxLength(64)
  userId!: string;
}
