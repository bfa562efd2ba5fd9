import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { REPEAT_FIELD, TaskRepeatDto } from './task-repeat.request.dto';
import { Allow, IsBoolean, IsOptional, IsString, ValidateIf, ValidateNested } from 'class-validator';
import { IdsRequired } from './ids-required.validator';
import { Optional } from '../../../platform/http/optional';
import { TIME_ZONE, TIME_ZONE_RULE } from '../../../platform/openapi/text-formats';
import { NOT_BLANK } from '../../../platform/openapi/text-formats';

/** Spec section 7, `POST /dev/user/tasks/update`: any of the fields; those left out stay as they are. */
export class UpdateTaskRequestDto {
  @ApiProperty({ ...NOT_BLANK, maxLength: 100, description: 'The signed-in user id' })
  // Checked together with taskId below, so either missing reads as one sentence.
  @Allow()
  userId!: string;

  @ApiProperty({ ...NOT_BLANK, maxLength: 100, description: 'The task to change' })
  @IdsRequired('User ID and Task ID are required', 'userId')
  taskId!: string;

  @ApiPropertyOptional({ ...NOT_BLANK, maxLength: 200 })
  // null is refused rather than skipped: a task always has a title.
  @ValidateIf((body: UpdateTaskRequestDto) => body.title !== undefined)
  @IsString({ message: 'title must be text' })
  title?: string;

  @ApiPropertyOptional({ type: String, maxLength: 5000, nullable: true, description: 'null or an empty text removes the description' })
  @IsOptional()
  @IsString({ message: 'description must be text' })
  description?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'As on create; null or an empty text removes the due date',
    example: '2025-01-05T12:00',
  })
  @IsOptional()
  @IsString({ message: 'due_date must be text such as 2025-01-05T12:00' })
  due_date?: string | null;

  @ApiPropertyOptional({
    type: String,
    ...TIME_ZONE,
    description: `IANA time zone, sent with a local due date; ${TIME_ZONE_RULE}`,
    nullable: true,
  })
  @IsOptional()
  @IsString({ message: 'timezone must be a time zone name such as Europe/London' })
  timezone?: string | null;

  @ApiPropertyOptional()
  @Optional()
  @IsBoolean({ message: 'completed must be true or false' })
  completed?: boolean;

  @ApiPropertyOptional()
  @Optional()
  @IsBoolean({ message: 'important must be true or false' })
  important?: boolean;

  @ApiPropertyOptional({ description: 'Also accepted here, since create takes it' })
  @Optional()
  @IsBoolean({ message: 'recurring must be true or false' })
  recurring?: boolean;

  @ApiPropertyOptional(REPEAT_FIELD)
  @ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null)
  @ValidateNested({ message: 'repeat must be an object with every and interval' })
  @Type(() => TaskRepeatDto)
  repeat?: TaskRepeatDto | null;
}
