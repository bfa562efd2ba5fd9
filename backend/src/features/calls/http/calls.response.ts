import { ApiProperty } from '@nestjs/swagger';

/** Response shapes, for the API documentation. */
export class CallRequestedResponse {
  @ApiProperty({ example: 'daily will call you now.' }) message!: string;
}
