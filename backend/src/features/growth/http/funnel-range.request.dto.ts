import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsString, Matches, MaxLength } from 'class-validator';
import { Optional } from '../../../platform/http/optional';

/** The range and source of a funnel report: the dashboard sends now minus 7, 14, 30 or 90 days, and now. */
export class FunnelRangeRequestDto {
  @ApiProperty({ format: 'date-time', example: '2025-01-06T00:00:00.000Z', description: 'Counted from the UTC day this falls on' })
  @IsISO8601({ strict: true }, { message: 'start_date must be an ISO date such as 2025-01-01T00:00:00Z' })
  start_date!: string;

  @ApiProperty({
    format: 'date-time',
    example: '2025-01-12T23:59:59.999Z',
    description: 'Counted to the end of the UTC day this falls on; not before start_date, and at most 366 days after it (400 otherwise)',
  })
  @IsISO8601({ strict: true }, { message: 'end_date must be an ISO date such as 2025-01-08T00:00:00Z' })
  end_date!: string;

  @ApiPropertyOptional({ example: 'linkedin', description: 'One traffic source ("Direct" for none); all when left out' })
  @Optional()
  @IsString({ message: 'source must be text' })
  @MaxLength(100, { message: 'source is at most 100 characters' })
  // Control characters are the point of this class: the document states it in ASCII escapes.
  // eslint-disable-next-line no-control-regex -- the pattern names the control characters a source may not hold.
  @Matches(/^[^\x00-\x1F\x7F-\x9F]+$/, { message: 'source must not be empty or hold control characters' })
  source?: string;
}
