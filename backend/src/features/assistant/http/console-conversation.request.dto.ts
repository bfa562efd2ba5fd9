import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** react-admin's list parameters; the conversation is always newest first, so sort and filter are accepted and ignored. */
export class ConsoleConversationRequestDto {
  @ApiPropertyOptional({ example: '[0,24]', description: 'First and last row, inclusive' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  range?: string;

  @ApiPropertyOptional({ example: '["at","DESC"]' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  sort?: string;

  @ApiPropertyOptional({ example: '{}' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  filter?: string;
}
