import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches, ValidateIf } from 'class-validator';

/** Left out, or empty, means the default; null is not a date and is refused like any other non-text. */
const given = (value: unknown): boolean => value !== undefined && value !== '';

/** Spec section 7, `POST /dev/user/diary/fetch`. Dates are checked for being real in the query's range rules. */
export class FetchJournalRequestDto {
  @ApiProperty({ description: 'The signed-in user id' })
  @Matches(/\S/, { message: 'User ID is required' })
  userId!: string;

  @ApiPropertyOptional({
    format: 'date',
    example: '2025-01-01',
    description: 'First day; alone, a one-day range. Default: 9 days before today',
  })
  @ValidateIf((body: FetchJournalRequestDto) => given(body.start_date))
  @IsString({ message: 'start_date must be a date such as 2025-01-05' })
  start_date?: string;

  @ApiPropertyOptional({
    format: 'date',
    example: '2025-01-10',
    description:
      'Last day; alone, a one-day range. Default: today (UTC). Not before start_date, and at most 366 days after it (400 otherwise)',
  })
  @ValidateIf((body: FetchJournalRequestDto) => given(body.end_date))
  @IsString({ message: 'end_date must be a date such as 2025-01-05' })
  end_date?: string;
}
