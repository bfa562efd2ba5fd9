import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { Optional } from '../../../platform/http/optional';
import { NOT_BLANK, TIME_ZONE, TIME_ZONE_RULE } from '../../../platform/openapi/text-formats';
import { DECISION_TEXT_MAX, OPTIONS_MAX, REVIEW_DAYS_MAX } from '../domain/decision-rules';

const text = (field: string) => ({ message: `${field} must be text of at most ${DECISION_TEXT_MAX} characters` });

/** `POST /api/me/decisions`: a decision written down on the dashboard. */
export class RecordDecisionRequestDto {
  @ApiProperty({ example: 'Go with the cheaper supplier', ...NOT_BLANK, maxLength: DECISION_TEXT_MAX })
  @IsString(text('choice'))
  @MaxLength(DECISION_TEXT_MAX, text('choice'))
  choice!: string;

  @ApiPropertyOptional({ example: 'Which supplier?', maxLength: DECISION_TEXT_MAX })
  @Optional()
  @IsString(text('question'))
  @MaxLength(DECISION_TEXT_MAX, text('question'))
  question?: string;

  @ApiPropertyOptional({ type: [String], maxItems: OPTIONS_MAX, example: ['Cheaper supplier', 'Local supplier'] })
  @Optional()
  @IsArray({ message: 'options must be a list of texts' })
  @ArrayMaxSize(OPTIONS_MAX, { message: `At most ${OPTIONS_MAX} options.` })
  @IsString({ each: true, ...text('each option') })
  @MaxLength(DECISION_TEXT_MAX, { each: true, ...text('each option') })
  options?: string[];

  @ApiPropertyOptional({ example: 'Cash matters most this quarter', maxLength: DECISION_TEXT_MAX })
  @Optional()
  @IsString(text('reason'))
  @MaxLength(DECISION_TEXT_MAX, text('reason'))
  reason?: string;

  @ApiPropertyOptional({ example: 'Margins up 5% by spring', maxLength: DECISION_TEXT_MAX })
  @Optional()
  @IsString(text('expected_outcome'))
  @MaxLength(DECISION_TEXT_MAX, text('expected_outcome'))
  expected_outcome?: string;

  @ApiPropertyOptional({ minimum: 0, maximum: 100, description: 'How sure, in percent' })
  @Optional()
  @IsInt({ message: 'confidence must be a whole number from 0 to 100' })
  @Min(0, { message: 'confidence must be a whole number from 0 to 100' })
  @Max(100, { message: 'confidence must be a whole number from 0 to 100' })
  confidence?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: REVIEW_DAYS_MAX, default: 30, description: 'Days until daily asks how it turned out' })
  @Optional()
  @IsInt({ message: `review_in_days must be a whole number from 1 to ${REVIEW_DAYS_MAX}` })
  @Min(1, { message: `review_in_days must be a whole number from 1 to ${REVIEW_DAYS_MAX}` })
  @Max(REVIEW_DAYS_MAX, { message: `review_in_days must be a whole number from 1 to ${REVIEW_DAYS_MAX}` })
  review_in_days?: number;

  @ApiPropertyOptional({
    ...TIME_ZONE,
    description: `The zone the decision's day and review day are read in (default: the profile's); ${TIME_ZONE_RULE}`,
  })
  @Optional()
  @IsString({ message: 'time_zone must be a time zone name such as Europe/London' })
  @MaxLength(64, { message: 'time_zone must be a time zone name such as Europe/London' })
  time_zone?: string;
}
