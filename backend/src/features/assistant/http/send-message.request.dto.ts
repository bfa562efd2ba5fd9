import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ASSISTANT_RULES } from '../domain/assistant-rules';

/** `POST /api/assistant/messages`: what the person typed in the dashboard's box. */
export class SendMessageRequestDto {
  @ApiProperty({ example: 'call the bank tomorrow at 10 !', minLength: 1, maxLength: ASSISTANT_RULES.textMax })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'text must be text' })
  @IsNotEmpty({ message: 'Please write a message.' })
  @MaxLength(ASSISTANT_RULES.textMax, { message: `A message can be at most ${ASSISTANT_RULES.textMax} characters.` })
  text!: string;
}
