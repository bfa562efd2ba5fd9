import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { Optional } from '../../../platform/http/optional';

export const HISTORY_DEFAULT = 500;
export const HISTORY_MAX = 5000;

/**
 * Sessions refresh every quarter hour, so an active account's history grows fast: it is served
 * newest first, a page at a time; `before` (the oldest position already shown) asks for the next.
 */
export class HistoryRequestDto {
  @ApiPropertyOptional({ type: 'integer', default: HISTORY_DEFAULT, minimum: 1, maximum: HISTORY_MAX })
  @Optional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1)
  @Max(HISTORY_MAX)
  limit?: number;

  @ApiPropertyOptional({ type: 'integer', description: 'Only events older than this log position (the next page)', minimum: 1 })
  @Optional()
  @Type(() => Number)
  @IsInt({ message: 'before must be a whole number' })
  @Min(1, { message: 'before must be at least 1' })
  before?: number;
}
