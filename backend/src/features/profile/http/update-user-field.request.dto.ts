import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';

export type UserField = 'email' | 'phone' | 'voice';

export class UpdateUserFieldRequestDto {
  @ApiProperty({ description: 'The signed-in user id' })
  @IsString({ message: 'User ID is required' })
  @IsNotEmpty({ message: 'User ID is required' })
  @MaxLength(64)
  userId!: string;

  @ApiProperty({ enum: ['email', 'phone', 'voice'] })
  @IsIn(['email', 'phone', 'voice'], { message: 'field must be one of email, phone or voice' })
  field!: UserField;

  @ApiProperty({
    minLength: 1,
    example: 'ada@example.com',
    description: 'An email address, a phone number with its country code, or default|female',
  })
  @IsString({ message: 'Please enter a value' })
  @MaxLength(254, { message: 'That value is too long (254 characters at most)' })
  value!: string;
}
