import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { REPEAT_UNITS, type TaskRepeat } from '../domain/recurrence';
import type { TaskNote } from '../domain/task.events';
import type { Task } from '../read-models/task-view';
import { SERVER_STATUSES } from '../../accounts';
import type { DashboardProfile } from '../queries/get-dashboard-profile.query';

/** Response shapes, for the API documentation. */
export class TaskNoteResponse implements TaskNote {
  @ApiProperty() id!: string;
  @ApiProperty({ example: '2025-01-05' }) date!: string;
  @ApiProperty({ example: 'Called the bank' }) text!: string;
}

export class TaskRepeatResponse implements TaskRepeat {
  @ApiProperty({ enum: REPEAT_UNITS, description: 'weekday: Monday to Friday' }) every!: TaskRepeat['every'];
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 99, example: 1 }) interval!: number;
}

export class TaskResponse implements Task {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['task'] }) type!: 'task';
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'Empty when there is none' }) description!: string;
  @ApiProperty({ nullable: true, type: String, description: 'UTC ISO instant', example: '2025-01-05T12:00:00.000Z' }) due_date!:
    string | null;
  @ApiProperty() important!: boolean;
  @ApiProperty() completed!: boolean;
  @ApiProperty() recurring!: boolean;
  @ApiPropertyOptional({ type: TaskRepeatResponse, description: 'How a recurring task repeats; only on recurring tasks' })
  repeat?: TaskRepeatResponse;
  @ApiProperty({ example: '2025-01-04T09:12:33.120Z' }) created_at!: string;
  @ApiProperty({ type: [TaskNoteResponse] }) updates!: TaskNoteResponse[];
}

export class TaskEnvelopeResponse {
  @ApiProperty({ type: TaskResponse }) task!: TaskResponse;
}

export class TaskListResponse {
  @ApiProperty() success!: boolean;
  @ApiProperty({ type: [TaskResponse], description: 'In the order of spec section 4' }) data!: TaskResponse[];
  @ApiProperty({ type: 'integer', minimum: 0, description: 'How many tasks the whole list holds (data may be one page of it)' })
  total!: number;
}

export class DashboardProfileResponse implements DashboardProfile {
  @ApiProperty() user_id!: string;
  @ApiProperty({ enum: SERVER_STATUSES, description: 'The account status' }) account!: string;
  @ApiProperty({ description: 'The call-me prompt' }) start_q!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
}

export class DashboardProfileEnvelopeResponse {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: DashboardProfileResponse }) data!: DashboardProfileResponse;
}
