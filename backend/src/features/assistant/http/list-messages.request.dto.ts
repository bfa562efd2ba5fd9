import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsString, Matches, Max, Min } from 'class-validator';
import { Optional } from '../../../platform/http/optional';

export const CONVERSATION_PAGE_DEFAULT = 50;
export const CONVERSATION_PAGE_MAX = 200;
const CONVERSATION_ITEM_ID = /^[A-Za-z0-9_-]{1,80}:(in|out)$/;

/** `GET /api/assistant/messages`: the last `limit` items, or the `limit` before an item already shown. */
export class ListMessagesRequestDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: CONVERSATION_PAGE_MAX, default: CONVERSATION_PAGE_DEFAULT })
  @Optional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(CONVERSATION_PAGE_MAX, { message: `limit must be at most ${CONVERSATION_PAGE_MAX}` })
  limit?: number;

  @ApiPropertyOptional({ description: 'The id of an item: only items older than it are listed', pattern: CONVERSATION_ITEM_ID.source })
  @Optional()
  @IsString()
  @Matches(CONVERSATION_ITEM_ID, { message: 'before must be the id of a conversation item' })
  before?: string;
}
