import { ApiProperty } from '@nestjs/swagger';

/** One piece of context as the Add Context page lists it, opened for its owner. */
export class ContextItemResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() text!: string;
  @ApiProperty() characters!: number;
  @ApiProperty({ format: 'date-time' }) added_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the text was last edited' })
  edited_at!: string | null;
}

export class ContextListResponse {
  @ApiProperty({ type: [ContextItemResponse], description: 'Oldest first' }) items!: ContextItemResponse[];
}
