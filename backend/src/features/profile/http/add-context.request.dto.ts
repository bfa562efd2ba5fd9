import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MAX_CONTEXT_CHARACTERS } from '../domain/profile-rules';
import { NOT_BLANK } from '../../../platform/openapi/text-formats';

export class AddContextRequestDto {
  @ApiProperty({ description: 'The signed-in user id' })
  @IsString({ message: 'User ID and context are required' })
  @IsNotEmpty({ message: 'User ID and context are required' })
  @MaxLength(64)
  user_id!: string;

  @ApiProperty({ ...NOT_BLANK, description: `Free text, trimmed; up to ${MAX_CONTEXT_CHARACTERS} characters` })
  @IsString({ message: 'User ID and context are required' })
  // Whitespace around the text does not count against the limit; the exact rule is checked after trimming.
  @MaxLength(MAX_CONTEXT_CHARACTERS * 2, {
    message: `That context is too long: ${MAX_CONTEXT_CHARACTERS.toLocaleString('en-GB')} characters at most.`,
  })
  context!: string;
}
