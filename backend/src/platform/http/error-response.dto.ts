import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The body of every error answer (see ErrorFilter): a sentence a person can read, in `message`. */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({ example: 'start_date must be an ISO date such as 2025-01-01T00:00:00Z' })
  error!: string;

  @ApiProperty({ example: 'start_date must be an ISO date such as 2025-01-01T00:00:00Z' })
  message!: string;

  @ApiPropertyOptional({ type: [String], description: 'Every problem found, when a body failed validation in several places' })
  problems?: string[];
}
