import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { UserIdField } from './user-id-field';

/** The customer's details, as a subscription is created with them and a checkout starts with them. */
export class CreateSubscriptionRequestDto {
  @ApiProperty({ example: 'Ada Lovelace' })
  @IsString({ message: 'Please enter your name' })
  @IsNotEmpty({ message: 'Please enter your name' })
  @MaxLength(120, { message: 'That name is too long (120 characters at most)' })
  customer_name!: string;

  @ApiProperty({ example: 'ada@example.com' })
  @IsNotEmpty({ message: 'Please enter your email' })
  @IsEmail({}, { message: 'Please enter a valid email' })
  @MaxLength(254)
  customer_email!: string;

  @UserIdField()
  user_id?: string;
}
