import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class SendOtpRequestDto {
  @ApiProperty({ example: '+447911123456', description: 'Phone number with country code' })
  @IsString({ message: 'Please enter your phone number' })
  @IsNotEmpty({ message: 'Please enter your phone number' })
  @MaxLength(32, { message: 'That phone number is too long' })
  phone!: string;
}
