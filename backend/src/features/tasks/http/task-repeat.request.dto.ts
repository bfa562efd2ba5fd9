import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { REPEAT_INTERVAL_MAX, REPEAT_UNITS, type TaskRepeat } from '../domain/recurrence';

/** How a task repeats, as a client sends it with create or update. */
export class TaskRepeatDto implements TaskRepeat {
  @ApiProperty({ enum: REPEAT_UNITS, description: 'weekday: Monday to Friday' })
  @IsIn(REPEAT_UNITS, { message: `repeat.every must be one of ${REPEAT_UNITS.join(', ')}` })
  every!: TaskRepeat['every'];

  @ApiProperty({ type: 'integer', minimum: 1, maximum: REPEAT_INTERVAL_MAX, example: 1 })
  @Type(() => Number)
  @IsInt({ message: 'repeat.interval must be a whole number' })
  @Min(1, { message: `repeat.interval must be between 1 and ${REPEAT_INTERVAL_MAX}` })
  @Max(REPEAT_INTERVAL_MAX, { message: `repeat.interval must be between 1 and ${REPEAT_INTERVAL_MAX}` })
  interval!: number;
}

/** The `repeat` field: a rule makes the task recurring; null stops it repeating. */
export const REPEAT_FIELD = {
  type: TaskRepeatDto,
  nullable: true,
  description: 'How the task repeats (makes it recurring); null makes it stop. `recurring: true` alone repeats weekly.',
} as const;
