import { ApiProperty } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../platform/openapi/error-response.dto';
import { VOICES } from '../domain/voice';
import type { UserData } from '../read-models/profile.reader';
import type { FailedAnswer } from './success-flag';

/** Response shapes, for the API documentation. */
export class UserDataResponse implements UserData {
  @ApiProperty() user_id!: string;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ enum: VOICES }) voice!: string;
}

export class UserDataEnvelopeResponse {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: UserDataResponse }) data!: UserDataResponse;
}

export class UpdatedFieldResponse {
  @ApiProperty({ description: 'false when a new phone number waits for its code' }) success!: boolean;
  @ApiProperty({
    required: false,
    enum: [true],
    description: 'A code went to the new number: confirm it with /dev/user/update/verify-phone',
  })
  needs_verification?: true;
  @ApiProperty({ required: false, example: 'We sent a code to your new number.' }) message?: string;
}

export class SucceededResponse {
  @ApiProperty({ enum: [true] }) success!: true;
}

/** A refusal of the settings calls: the usual error body, and `success: false` for clients that read that. */
export class FailedAnswerResponse extends ErrorResponseDto implements FailedAnswer {
  @ApiProperty({ enum: [false], required: false, description: 'Set when a settings rule said no (not on a malformed request)' })
  success?: false;
}

export class ContextAddedResponse {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty() id!: string;
  @ApiProperty({ description: 'Characters kept after trimming' }) characters!: number;
  @ApiProperty({ example: 'Context added.' }) message!: string;
}

export class ContextAddedEnvelopeResponse {
  @ApiProperty({ type: ContextAddedResponse }) result!: ContextAddedResponse;
}
