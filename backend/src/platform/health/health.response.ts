import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Response shapes, for the API documentation. */
const PROJECTION_STATES = ['catching-up', 'live', 'retrying', 'stopped', 'rebuilding', 'following', 'unreported', 'stale'];
const STORES = ['eventStore', 'readStore', 'keyStore'];

export class ProjectionFailureResponse {
  @ApiProperty() position!: number;
  @ApiProperty() eventType!: string;
  @ApiProperty() message!: string;
}

export class ProjectionHealthResponse {
  @ApiProperty({ example: 'tasks' }) name!: string;
  @ApiProperty({ description: 'The log position the projection has applied', example: 120 }) position!: number;
  @ApiProperty({ enum: PROJECTION_STATES }) state!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Events behind the log head (null while the log cannot be read)' })
  lag!: number | null;
  @ApiPropertyOptional({ type: ProjectionFailureResponse, description: 'Why it stopped or is retrying' })
  failure?: ProjectionFailureResponse;
}

export class StoreHealthResponse {
  @ApiProperty({ enum: ['up', 'down'] }) status!: string;
  @ApiProperty({ example: 'sqlite' }) kind!: string;
  @ApiPropertyOptional({ description: 'Why it is down' }) error?: string;
}

export class StoresHealthResponse {
  @ApiProperty({ type: StoreHealthResponse }) eventStore!: StoreHealthResponse;
  @ApiProperty({ type: StoreHealthResponse }) readStore!: StoreHealthResponse;
  @ApiProperty({ type: StoreHealthResponse }) keyStore!: StoreHealthResponse;
}

export class HealthResponse {
  @ApiProperty({ enum: ['ok', 'error'] }) status!: 'ok' | 'error';
  @ApiProperty({ enum: ['sqlite', 'esdb'] }) eventStore!: string;
  @ApiProperty({ enum: ['memory', 'mongo'] }) readStore!: string;
  @ApiPropertyOptional({ type: [String], enum: STORES, description: 'The stores that cannot be reached' }) down?: string[];
  @ApiPropertyOptional({ enum: ['all', 'api', 'projector'], description: 'This process’s role (operators and monitors only)' })
  role?: string;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'The log head (operators and monitors only)' }) head?: number | null;
  @ApiPropertyOptional({ type: StoresHealthResponse, description: 'Each store (operators and monitors only)' })
  stores?: StoresHealthResponse;
  @ApiPropertyOptional({ type: [ProjectionHealthResponse], description: 'Operators and monitors only' })
  projections?: ProjectionHealthResponse[];
}

export class PingResponse {
  @ApiProperty({ enum: [true] }) ok!: true;
}
