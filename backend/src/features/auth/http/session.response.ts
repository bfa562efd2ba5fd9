import { ApiProperty } from '@nestjs/swagger';
import { SERVER_STATUSES } from '../../accounts';
import type { SessionResponse, SessionUser } from '../sessions/session-tokens.service';

/** Response shapes, for the API documentation. */
export class UserMetadataResponse {
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
}

export class SessionUserResponse implements SessionUser {
  @ApiProperty({ example: '0b6f3c1e-8a6f-4a7b-9f0e-2f1d3c4b5a69' }) id!: string;
  @ApiProperty({ type: String, nullable: true, example: '+447700900001' }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Ada Lovelace' }) name!: string | null;
  @ApiProperty({ type: UserMetadataResponse }) user_metadata!: UserMetadataResponse;
  @ApiProperty({ type: [String], enum: ['operator', 'analyst'], example: [] }) roles!: string[];
  @ApiProperty({ enum: SERVER_STATUSES, description: 'The account status' }) account!: string;
  @ApiProperty({ example: '2025-01-04T09:12:33.120Z' }) created_at!: string;
}

export class SessionTokensResponse implements SessionResponse {
  @ApiProperty({ description: 'A JWT for the Authorization header, valid for expires_in seconds' }) access_token!: string;
  @ApiProperty({ description: 'For POST /auth/token; each one works once' }) refresh_token!: string;
  @ApiProperty({ example: 900 }) expires_in!: number;
  @ApiProperty({ description: 'Unix seconds', example: 1736078400 }) expires_at!: number;
  @ApiProperty({ enum: ['bearer'] }) token_type!: 'bearer';
  @ApiProperty({ type: SessionUserResponse }) user!: SessionUserResponse;
}

export class SessionEnvelopeResponse {
  @ApiProperty({ type: SessionTokensResponse }) session!: SessionTokensResponse;
}

export class CodeSentResponse {
  @ApiProperty({ example: 'OTP sent to your phone' }) message!: string;
  @ApiProperty({ enum: ['whatsapp', 'sms', 'log', 'none'], description: 'How the code was sent' }) channel!: string;
}
