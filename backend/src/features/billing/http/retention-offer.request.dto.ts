import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { UserIdField } from './user-id-field';

export class RetentionOfferQueryDto {
  @UserIdField()
  user_id?: string;

  @ApiProperty({ example: 'sub_1PqR…', description: 'The subscription the person is about to cancel' })
  @IsString({ message: 'subscription_id is required' })
  @IsNotEmpty({ message: 'subscription_id is required' })
  @MaxLength(255)
  subscription_id!: string;
}

export class AnswerRetentionOfferRequestDto {
  @UserIdField()
  user_id?: string;

  @ApiProperty({ example: 'sub_1PqR…' })
  @IsString({ message: 'subscription_id is required' })
  @IsNotEmpty({ message: 'subscription_id is required' })
  @MaxLength(255)
  subscription_id!: string;

  @ApiProperty({ description: 'true: take the offer and keep the subscription; false: turn it down and go on cancelling' })
  @IsBoolean({ message: 'accept must be true or false' })
  accept!: boolean;
}
