import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Optional } from '../../../platform/http/optional';

/** react-admin's list parameters; the conversation is always newest first, so sort and filter are accepted and ignored. */
export class ConsoleConversationRequestDto {
  @ApiPropertyOptional({ example: '[0,24]', description: 'First and last row, inclusive' })
  @Optional()
  @IsString()
  @MaxLength(100)
  range?: string;

  @ApiPropertyOptional({ example: '["at","DESC"]' })
  @Optional()
  @IsString()
  @MaxLength(200)
  sort?: string;

  @ApiPropertyOptional({ example: '{}' })
  @Optional()
  @IsString()
  @MaxLength(2000)
  filter?: string;
}
