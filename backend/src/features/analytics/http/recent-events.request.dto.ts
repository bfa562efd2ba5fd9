import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { RECENT_DEFAULT, RECENT_MAX } from '../domain/analytics-limits';
import { Optional } from '../../../platform/http/optional';

export class RecentEventsRequestDto {
  @ApiPropertyOptional({ type: 'integer', default: RECENT_DEFAULT, minimum: 1, maximum: RECENT_MAX })
  @Optional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(RECENT_MAX, { message: `limit must be at most ${RECENT_MAX}` })
  limit?: number;
}
