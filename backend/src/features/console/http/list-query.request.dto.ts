import { IsString, MaxLength } from 'class-validator';
import { Optional } from '../../../platform/http/optional';

/** react-admin's simple REST list parameters, each a JSON text (ra-data-simple-rest), documented by ApiListQuery. */
export class ListQueryRequestDto {
  @Optional()
  @IsString()
  @MaxLength(200)
  sort?: string;

  @Optional()
  @IsString()
  @MaxLength(100)
  range?: string;

  @Optional()
  @IsString()
  @MaxLength(20_000)
  filter?: string;
}
