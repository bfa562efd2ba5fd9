import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class UpdateUserRequestDto {
  @ApiProperty({ example: 'Ada Lovelace' })
  @IsString({ message: 'Please enter your name' })
  @IsNotEmpty({ message: 'Please enter your name' })
  @MaxLength(120, { message: 'That name is too long (120 characters at most)' })
  name!: string;
}
