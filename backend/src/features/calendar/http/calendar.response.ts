import { ApiProperty } from '@nestjs/swagger';
import type { AccessCheck } from '../commands/check-calendar-access.command';

/** Response shapes, for the API documentation. */
export class CalendarConfigResponse {
  @ApiProperty({ description: 'Google Calendar is set up on this server' }) configured!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The public OAuth client id' }) clientId!: string | null;
  @ApiProperty({ type: [String] }) scopes!: string[];
}

export class CalendarConnectedResponse {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ enum: [true] }) hasAccess!: true;
}

export class CalendarAccessResponse implements AccessCheck {
  @ApiProperty() hasAccess!: boolean;
  @ApiProperty() configured!: boolean;
}
