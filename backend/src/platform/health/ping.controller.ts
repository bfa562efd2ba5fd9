import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PingResponse } from './health.response';
import { Public } from '../http/public.decorator';

/** Does nothing on purpose: the baseline benchmarks compare every endpoint with. */
@ApiTags('health')
@Public()
@Controller('api/ping')
export class PingController {
  @Get()
  @ApiOperation({ summary: 'A no-op that answers {"ok":true}; the benchmarks baseline' })
  @ApiOkResponse({ type: PingResponse })
  ping(): { ok: true } {
    return { ok: true };
  }
}
