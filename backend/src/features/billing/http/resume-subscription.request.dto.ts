import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { UserIdField } from './user-id-field';

export class ResumeSubscriptionRequestDto {
  @UserIdField()
  user_id?: string;

  @ApiProperty({ example: 'sub_1PqR…', description: 'The caller’s subscription set to end at the end of its period' })
  @IsString({ message: 'No active subscription found' })
  @IsNotEmpty({ message: 'No active subscription found' })
  @MaxLength(255)
  subscription_id!: string;
}
