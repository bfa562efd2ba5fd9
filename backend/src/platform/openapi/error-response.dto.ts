import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The one shape every error leaves in (platform/http/error-filter.ts). */
export class ErrorResponseDto {
  @ApiProperty({ example: 400, minimum: 400, maximum: 599 })
  statusCode!: number;

  @ApiProperty({ description: 'A sentence a person can read', example: 'Please enter a title for the task.' })
  error!: string;

  @ApiProperty({ description: 'The same sentence', example: 'Please enter a title for the task.' })
  message!: string;

  @ApiPropertyOptional({
    type: [String],
    description: 'Each problem found in the request, on validation answers (at most 10)',
    example: ['Please enter a title for the task'],
  })
  problems?: string[];
}
