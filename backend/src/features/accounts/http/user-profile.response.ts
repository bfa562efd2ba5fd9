import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SERVER_STATUSES } from '../domain/account-status';

/** Response shapes, for the API documentation. */
export class ProfileCheckResponse {
  @ApiProperty({ enum: [...SERVER_STATUSES, 'none'], description: 'none: no profile for this phone (or not the caller’s phone)' })
  account!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Ada' }) first_name!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Ada Lovelace' }) name!: string | null;
  @ApiPropertyOptional({ description: 'Why no profile is shown' }) error?: string;
}

export class AccountStatusResponse {
  @ApiProperty({ enum: SERVER_STATUSES }) account!: string;
}
