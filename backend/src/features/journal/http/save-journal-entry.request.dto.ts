import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

/** Spec section 7, `POST /dev/user/diary`: one entry per day; saving again replaces the day's text. */
export class SaveJournalEntryRequestDto {
  @ApiProperty({ description: 'The signed-in user id' })
  @Matches(/\S/, { message: 'User ID is required' })
  userId!: string;

  @ApiProperty({ format: 'date', example: '2025-01-05', description: 'Today or an earlier day (a day to come is refused, 400)' })
  @IsString({ message: 'date must be a date such as 2025-01-05' })
  date!: string;

  @ApiProperty({ description: 'The text of the entry, at most 20000 characters; may be empty' })
  @IsString({ message: 'entry must be text' })
  entry!: string;
}
