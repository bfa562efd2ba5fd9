import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { CANCELLATION_REASONS, type CancellationReason } from '../domain/cancellation-reasons';
import { UserIdField } from './user-id-field';
import { Optional } from '../../../platform/http/optional';

export class CancelSubscriptionRequestDto {
  @UserIdField()
  user_id?: string;

  @ApiProperty({ example: 'sub_1PqR…' })
  @IsString({ message: 'No active subscription found' })
  @IsNotEmpty({ message: 'No active subscription found' })
  @MaxLength(255)
  subscription_id!: string;

  @ApiPropertyOptional({
    type: String,
    description: 'Why the person is leaving, in their words (kept encrypted)',
    maxLength: 2000,
    nullable: true,
  })
  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: 'Please keep the reason under 2000 characters' })
  reason?: string | null;

  @ApiPropertyOptional({
    description: 'Why the person is leaving, as one of Stripe’s categories (counted in analytics; the words in reason never are)',
    enum: CANCELLATION_REASONS,
    nullable: true,
  })
  @IsOptional()
  @IsIn(CANCELLATION_REASONS, { message: `reason_category must be one of: ${CANCELLATION_REASONS.join(', ')}` })
  reason_category?: CancellationReason | null;

  @ApiPropertyOptional({ description: 'End now and refund the last payment, instead of ending at the close of the period', default: false })
  @Optional()
  @IsBoolean()
  refund?: boolean;
}
