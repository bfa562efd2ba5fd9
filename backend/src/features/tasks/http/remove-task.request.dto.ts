import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { IdsRequired } from './ids-required.validator';
import { NOT_BLANK } from '../../../platform/openapi/text-formats';

/** `POST /dev/user/tasks/remove`: the task a person deletes by hand from the dashboard. */
export class RemoveTaskRequestDto {
  @ApiProperty({ description: 'The signed-in user id' })
  // Checked together with taskId below, so either missing reads as one sentence.
  @Allow()
  userId!: string;

  @ApiProperty({ ...NOT_BLANK, maxLength: 100, description: 'The task to delete' })
  @IdsRequired('User ID and Task ID are required', 'userId')
  taskId!: string;
}
