import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The caller is the person (the session says who): nothing here names them. */
export class RetentionOfferQueryDto {
  @ApiProperty({ example: 'sub_1PqR…', description: 'The subscription the person is about to cancel' })
  @IsString({ message: 'subscription_id is required' })
  @IsNotEmpty({ message: 'subscription_id is required' })
  @MaxLength(255)
  subscription_id!: string;
}

export class AnswerRetentionOfferRequestDto {
  @ApiProperty({ example: 'sub_1PqR…' })
  @IsString({ message: 'subscription_id is required' })
  @IsNotEmpty({ message: 'subscription_id is required' })
  @MaxLength(255)
  subscription_id!: string;

  @ApiProperty({ description: 'true: take the offer and keep the subscription; false: turn it down and go on cancelling' })
  @IsBoolean({ message: 'accept must be true or false' })
  accept!: boolean;
}
