import { ApiProperty } from '@nestjs/swagger';
import { IdsRequired } from './ids-required.validator';
import { NOT_BLANK } from '../../../platform/openapi/text-formats';

/** A body that only names the user, who must be the caller (`OwnUserGuard`). */
export class UserIdRequestDto {
  @ApiProperty({ ...NOT_BLANK, maxLength: 100, description: 'The signed-in user id', example: '0b6f3c1e-8a6f-4a7b-9f0e-2f1d3c4b5a69' })
  @IdsRequired('User ID is required')
  userId!: string;
}
