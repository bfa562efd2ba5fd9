import { ApiProperty } from '@nestjs/swagger';
import { VOICES } from '../../profile';

/** Response shapes, for the API documentation. */
class ExportedProfileResponse {
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ enum: VOICES }) voice!: string;
}

class ExportedContextResponse {
  @ApiProperty() id!: string;
  @ApiProperty() added_at!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The pasted text' }) text!: string | null;
}

class ExportedEventResponse {
  @ApiProperty() position!: number;
  @ApiProperty() stream!: string;
  @ApiProperty() type!: string;
  @ApiProperty() occurred_at!: string;
  @ApiProperty() actor!: string;
  @ApiProperty() source!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The event’s data, personal fields opened' })
  data!: Record<string, unknown>;
}

export class DataExportResponse {
  @ApiProperty() exported_at!: string;
  @ApiProperty() user_id!: string;
  @ApiProperty({ type: ExportedProfileResponse }) profile!: ExportedProfileResponse;
  @ApiProperty({ type: [ExportedContextResponse] }) context!: ExportedContextResponse[];
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'object', additionalProperties: true } },
    description: 'Every read model that names the person: collection name to its documents',
  })
  read_models!: Record<string, Record<string, unknown>[]>;
  @ApiProperty({ type: [ExportedEventResponse], description: 'Every event about the person, oldest first' })
  events!: ExportedEventResponse[];
}

export class AccountDeletedResponse {
  @ApiProperty({ enum: [true] }) deleted!: true;
  @ApiProperty({ example: 'Your account and its data have been deleted.' }) message!: string;
}
