import { ApiPropertyOptional } from '@nestjs/swagger';
import { TASK_RULES } from '../domain/task-rules';
import { UserIdRequestDto } from './user-id.request.dto';

/** Documents the task list's body; UserIdBodyPipe checks it (same rules and words). */
export class TaskListRequestDto extends UserIdRequestDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 0, default: 0, description: 'How many tasks of the ordered list to skip' })
  offset?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: TASK_RULES.listPageMax,
    default: TASK_RULES.listPageMax,
    description: 'The most tasks to answer; `total` says how many there are in all',
  })
  limit?: number;
}
