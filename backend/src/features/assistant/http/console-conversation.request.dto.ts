import { IsString, MaxLength } from 'class-validator';
import { Optional } from '../../../platform/http/optional';

/** react-admin's list parameters; the conversation is always newest first, so sort and filter are accepted and ignored; documented by ApiListQuery. */
export class ConsoleConversationRequestDto {
  @Optional()
  @IsString()
  @MaxLength(100)
  range?: string;

  @Optional()
  @IsString()
  @MaxLength(200)
  sort?: string;

  @Optional()
  @IsString()
  @MaxLength(2000)
  filter?: string;
}
