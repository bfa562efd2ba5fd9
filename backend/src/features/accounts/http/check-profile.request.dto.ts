import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class CheckProfileRequestDto {
  @ApiProperty({ example: '+447911123456' })
  @IsString({ message: 'Please enter your phone number' })
  @IsNotEmpty({ message: 'Please enter your phone number' })
  @MaxLength(32)
  phone!: string;
}
