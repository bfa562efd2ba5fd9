import { ApiProperty } from '@nestjs/swagger';
import { CANCELLATION_REASONS, type CancellationReason } from '../../billing';
import { FUNNEL_STEPS, type FunnelStep } from '../domain/funnel-steps';

const STEP_NAMES = FUNNEL_STEPS.map((s) => s.step);

/** Every step's count; visits per browser visit, the rest per account. */
export class FunnelCountsDto {
  @ApiProperty({ example: 120, description: 'Browser visits (sessions) that began in the range' })
  visited!: number;

  @ApiProperty({ example: 30, description: 'Of those visits, the ones that followed the WhatsApp entry link' })
  whatsapp_entry!: number;

  @ApiProperty({ example: 12, description: 'Accounts that entered in the range (first visit, else registration)' })
  signed_in!: number;

  @ApiProperty({ example: 6 })
  checkout_started!: number;

  @ApiProperty({ example: 5 })
  trial_started!: number;

  @ApiProperty({ example: 3, description: 'Accounts with a first successful payment' })
  paid!: number;

  @ApiProperty({ example: 1, description: 'Accounts that cancelled, or whose subscription ended unpaid' })
  cancelled!: number;
}

export class FunnelStepDto {
  @ApiProperty({ enum: STEP_NAMES })
  step!: FunnelStep;

  @ApiProperty({ example: 'Trial started' })
  label!: string;

  @ApiProperty({ example: 5 })
  count!: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 83.33,
    description: 'This step as a percentage of the step before it (two decimals); null for the first step or after an empty one',
  })
  conversion!: number | null;
}

export class SourceFunnelDto extends FunnelCountsDto {
  @ApiProperty({ example: 'linkedin', description: 'The traffic source ("Direct" for none)' })
  source!: string;
}

export class MessagesOnDayDto {
  @ApiProperty({ example: '2025-01-06', description: 'UTC day' })
  date!: string;

  @ApiProperty({ example: 40, description: 'Messages to the assistant from accounts without a live subscription' })
  free!: number;

  @ApiProperty({ example: 120, description: 'From Premium members (trials included)' })
  premium!: number;

  @ApiProperty({ example: 15, description: 'From founding members' })
  founding!: number;
}

export class FunnelReportDto {
  @ApiProperty({ example: '2025-01-06', description: 'First UTC day counted' })
  start_day!: string;

  @ApiProperty({ example: '2025-01-12', description: 'Last UTC day counted' })
  end_day!: string;

  @ApiProperty({ type: String, nullable: true, example: 'linkedin', description: 'The source counted, or null for all' })
  source!: string | null;

  @ApiProperty({ type: [FunnelStepDto], description: 'The steps in order, for the selected source' })
  steps!: FunnelStepDto[];

  @ApiProperty({
    type: [SourceFunnelDto],
    description: 'Every source with entries in the range, most visits first; they add up to the all-sources steps',
  })
  sources!: SourceFunnelDto[];

  @ApiProperty({
    example: 7,
    description:
      'The "first message" step, between WhatsApp entry and signed in: numbers without an account that wrote to daily for the first time in the range (no source is known for them, so it is the same whatever source is chosen)',
  })
  first_messages!: number;

  @ApiProperty({
    type: [MessagesOnDayDto],
    description: 'Messages to the assistant per UTC day of the range and plan (days without any left out)',
  })
  messages_per_day!: MessagesOnDayDto[];
}

export class CohortWeekDto extends FunnelCountsDto {
  @ApiProperty({ example: '2025-01-06', description: 'The Monday the UTC week starts on (weeks run Monday 00:00 to Sunday 24:00 UTC)' })
  week!: string;
}

export class CohortReportDto {
  @ApiProperty({ example: '2025-01-06' })
  start_day!: string;

  @ApiProperty({ example: '2025-01-19' })
  end_day!: string;

  @ApiProperty({ type: String, nullable: true, example: null })
  source!: string | null;

  @ApiProperty({
    type: [CohortWeekDto],
    description:
      'One row per UTC week the range touches, oldest first, counting entries within the range only (the first and last weeks may be partial)',
  })
  weeks!: CohortWeekDto[];
}

export class CodeRowDto {
  @ApiProperty({ example: 'FRIEND-ADA' })
  code!: string;

  @ApiProperty({ enum: ['referral', 'other'] })
  type!: 'referral' | 'other';

  @ApiProperty({ example: 4, description: 'Accounts that started a checkout with the code' })
  uses!: number;

  @ApiProperty({ example: 3, description: 'Of those, accounts that started a trial' })
  trials!: number;

  @ApiProperty({ example: 2, description: 'Of those, accounts that paid' })
  paid!: number;
}

export class CancellationReasonRowDto {
  @ApiProperty({ enum: CANCELLATION_REASONS })
  reason!: CancellationReason;

  @ApiProperty({ example: 'It’s too expensive' })
  label!: string;

  @ApiProperty({ example: 2 })
  count!: number;
}

export class RetentionCountsDto {
  @ApiProperty({ example: 1, description: 'Accounts that took the retention offer in the cancel dialog' })
  accepted!: number;

  @ApiProperty({ example: 2, description: 'Accounts that turned it down' })
  declined!: number;
}

export class CancellationReasonsDto {
  @ApiProperty({ example: '2025-01-06' })
  start_day!: string;

  @ApiProperty({ example: '2025-01-12' })
  end_day!: string;

  @ApiProperty({ type: String, nullable: true, example: null })
  source!: string | null;

  @ApiProperty({ example: 3, description: 'Accounts that left: the funnel’s cancelled step' })
  cancelled!: number;

  @ApiProperty({
    type: [CancellationReasonRowDto],
    description: 'All eight categories, in Stripe’s order; only categories are counted, never the words people wrote',
  })
  reasons!: CancellationReasonRowDto[];

  @ApiProperty({ example: 1, description: 'Accounts that left without choosing a category' })
  not_given!: number;

  @ApiProperty({ type: RetentionCountsDto })
  retention!: RetentionCountsDto;
}
