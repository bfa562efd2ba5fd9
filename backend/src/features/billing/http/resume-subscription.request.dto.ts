import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The caller is the subscriber: nothing in the body names them (docs/api.md, the /api/me rule). */
export class ResumeSubscriptionRequestDto {
  @ApiProperty({ example: 'sub_1PqR…', description: 'The caller’s subscription set to end at the end of its period' })
  @IsString({ message: 'No active subscription found' })
  @IsNotEmpty({ message: 'No active subscription found' })
  @MaxLength(255)
  subscription_id!: string;
}
