import { ApiProperty } from '@nestjs/swagger';
import { Equals } from 'class-validator';

export class DeleteAccountRequestDto {
  @ApiProperty({ enum: ['DELETE'], description: 'The word DELETE, typed by the person to confirm' })
  @Equals('DELETE', { message: 'Type DELETE to confirm that your account and all its data should be deleted.' })
  confirm!: 'DELETE';
}
