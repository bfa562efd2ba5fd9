import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { MAX_CONTEXT_CHARACTERS } from '../domain/profile-rules';
import { NOT_BLANK } from '../../../platform/openapi/text-formats';

export class EditContextRequestDto {
  @ApiProperty({ ...NOT_BLANK, description: `The new text, trimmed; up to ${MAX_CONTEXT_CHARACTERS} characters` })
  @IsString({ message: 'Please enter some context.' })
  // As for a new piece: whitespace around the text does not count, the exact rule is checked after trimming.
  @MaxLength(MAX_CONTEXT_CHARACTERS * 2, {
    message: `That context is too long: ${MAX_CONTEXT_CHARACTERS.toLocaleString('en-GB')} characters at most.`,
  })
  context!: string;
}
