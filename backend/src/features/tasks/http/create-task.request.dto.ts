import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { REPEAT_FIELD, TaskRepeatDto } from './task-repeat.request.dto';
import { IsBoolean, IsOptional, IsString, ValidateIf, ValidateNested } from 'class-validator';
import type { TaskUpdatesInput } from '../domain/task-notes';
import { IdsRequired } from './ids-required.validator';
import { IsTaskUpdates } from './task-updates.validator';
import { Optional } from '../../../platform/http/optional';
import { TIME_ZONE, TIME_ZONE_RULE } from '../../../platform/openapi/text-formats';
import { NOT_BLANK } from '../../../platform/openapi/text-formats';

const UPDATES_SCHEMA = {
  description: 'Progress notes: an object of date (YYYY-MM-DD) to text, or a list of {id, date, text}. Returned as the list.',
  oneOf: [
    { type: 'object', additionalProperties: { type: 'string', ...NOT_BLANK }, example: { '2025-01-05': 'Called the bank' } },
    {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string' }, date: { type: 'string', format: 'date' }, text: { type: 'string', ...NOT_BLANK } },
        required: ['date', 'text'],
      },
    },
  ],
};

/** Spec section 7, `POST /dev/user/tasks/create`. Blank titles and length limits are checked by the task itself. */
export class CreateTaskRequestDto {
  @ApiProperty({ ...NOT_BLANK, maxLength: 100, description: 'The signed-in user id' })
  @IdsRequired('User ID is required')
  userId!: string;

  @ApiProperty({ ...NOT_BLANK, example: 'Send the pricing proposal', maxLength: 200 })
  @IsString({ message: 'Please enter a title for the task' })
  title!: string;

  @ApiPropertyOptional({ type: String, example: 'Two options: monthly and yearly', maxLength: 5000, nullable: true })
  @IsOptional()
  @IsString({ message: 'description must be text' })
  description?: string | null;

  @ApiPropertyOptional({
    type: String,
    description: 'An ISO date-time with an offset, or a local "YYYY-MM-DDTHH:mm" (a bare date means 12:00) read in `timezone`',
    example: '2025-01-05T12:00',
    nullable: true,
  })
  @IsOptional()
  @IsString({ message: 'due_date must be text such as 2025-01-05T12:00' })
  due_date?: string | null;

  @ApiPropertyOptional({
    type: String,
    ...TIME_ZONE,
    description: `IANA time zone of the person, sent with a due date; ${TIME_ZONE_RULE}`,
    nullable: true,
  })
  @IsOptional()
  @IsString({ message: 'timezone must be a time zone name such as Europe/London' })
  timezone?: string | null;

  @ApiPropertyOptional({ default: false })
  @Optional()
  @IsBoolean({ message: 'important must be true or false' })
  important?: boolean;

  @ApiPropertyOptional({ default: false })
  @Optional()
  @IsBoolean({ message: 'completed must be true or false' })
  completed?: boolean;

  @ApiPropertyOptional({ default: false })
  @Optional()
  @IsBoolean({ message: 'recurring must be true or false' })
  recurring?: boolean;

  @ApiPropertyOptional(REPEAT_FIELD)
  @ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null)
  @ValidateNested({ message: 'repeat must be an object with every and interval' })
  @Type(() => TaskRepeatDto)
  repeat?: TaskRepeatDto | null;

  @ApiPropertyOptional(UPDATES_SCHEMA)
  @Optional()
  @IsTaskUpdates()
  updates?: TaskUpdatesInput;
}
