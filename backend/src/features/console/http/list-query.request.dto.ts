import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Optional } from '../../../platform/http/optional';

/** react-admin's simple REST list parameters, each a JSON text (ra-data-simple-rest). */
export class ListQueryRequestDto {
  @ApiPropertyOptional({ example: '["createdAt","DESC"]' })
  @Optional()
  @IsString()
  @MaxLength(200)
  sort?: string;

  @ApiPropertyOptional({ example: '[0,24]', description: 'First and last row, inclusive' })
  @Optional()
  @IsString()
  @MaxLength(100)
  range?: string;

  @ApiPropertyOptional({ example: '{"status":"open"}' })
  @Optional()
  @IsString()
  @MaxLength(20_000)
  filter?: string;
}
