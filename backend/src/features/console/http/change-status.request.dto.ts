import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { SERVER_STATUSES, type ServerStatus } from '../../accounts';

export const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class ChangeStatusRequestDto {
  @ApiProperty({ enum: SERVER_STATUSES })
  @IsIn(SERVER_STATUSES, { message: `status must be one of ${SERVER_STATUSES.join(', ')}` })
  status!: ServerStatus;

  @ApiProperty({
    example: 'Paid by bank transfer, invoice 1042',
    minLength: 5,
    maxLength: 500,
    description: 'Why, for the history: at least 5 characters once the spaces at either end are set aside',
  })
  @Transform(trimmed)
  @IsString({ message: 'Please give a reason' })
  @MinLength(5, { message: 'Please give a reason of at least 5 characters' })
  @MaxLength(500)
  reason!: string;
}
