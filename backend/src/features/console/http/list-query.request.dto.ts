import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** react-admin's simple REST list parameters, each a JSON text (ra-data-simple-rest). */
export class ListQueryRequestDto {
  @ApiPropertyOptional({ example: '["createdAt","DESC"]' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  sort?: string;

  @ApiPropertyOptional({ example: '[0,24]', description: 'First and last row, inclusive' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  range?: string;

  @ApiPropertyOptional({ example: '{"status":"open"}' })
  @IsOptional()
  @IsString()
  @MaxLength(20_000)
  filter?: string;
}
