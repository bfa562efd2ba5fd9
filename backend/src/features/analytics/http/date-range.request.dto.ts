import { ApiProperty } from '@nestjs/swagger';
import { IsISO8601 } from 'class-validator';

/** The spec's RPC arguments: ISO timestamps, the dashboard sends now minus 7, 14 or 30 days and now. */
export class DateRangeRequestDto {
  @ApiProperty({ format: 'date-time', example: '2025-01-01T00:00:00.000Z' })
  @IsISO8601({ strict: true }, { message: 'start_date must be an ISO date such as 2025-01-01T00:00:00Z' })
  start_date!: string;

  @ApiProperty({
    format: 'date-time',
    example: '2025-01-08T00:00:00.000Z',
    description: 'Not before start_date, and at most 366 days after it (400 otherwise)',
  })
  @IsISO8601({ strict: true }, { message: 'end_date must be an ISO date such as 2025-01-08T00:00:00Z' })
  end_date!: string;
}
