import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Response shapes, for the API documentation. */
export class ProjectionHealthResponse {
  @ApiProperty({ example: 'tasks' }) name!: string;
  @ApiProperty({ description: 'The log position the projection has applied', example: 120 }) position!: number;
  @ApiProperty({ enum: ['catching-up', 'live', 'following', 'stopped'] }) state!: string;
  @ApiProperty({ description: 'Events behind the log head', example: 0 }) lag!: number;
  @ApiPropertyOptional({ description: 'Why it stopped' }) failure?: string;
}

export class HealthResponse {
  @ApiProperty({ enum: ['ok', 'error'] }) status!: 'ok' | 'error';
  @ApiProperty({ enum: ['sqlite', 'esdb'] }) eventStore!: string;
  @ApiProperty({ enum: ['memory', 'mongo'] }) readStore!: string;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'The log head (operators and monitors only)' }) head?: number | null;
  @ApiPropertyOptional({ type: [ProjectionHealthResponse], description: 'Operators and monitors only' })
  projections?: ProjectionHealthResponse[];
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Each check as @nestjs/terminus reports it (operators and monitors only)',
  })
  details?: Record<string, unknown>;
}

export class PingResponse {
  @ApiProperty({ enum: [true] }) ok!: true;
}
