import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/access/current-user.decorator';
import type { AuthenticatedUser } from '../../../platform/http/request-context';
import { StartCardUpdateCommand } from '../commands/start-card-update.command';
import { CardUpdateRequestDto } from './card-update.request.dto';
import { CardUpdateResponse } from './payments.response';

@ApiTags('billing')
@ApiBearerAuth()
@Controller('api/me')
export class CardUpdateHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('card-update')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Opens the page where the caller gives a new card for their running subscription (Stripe's customer portal, or the test checkout's card page); they come back to /settings?card=updated",
  })
  @ApiOkResponse({ type: CardUpdateResponse })
  @ApiConflictResponse({ description: 'There is no running subscription whose card could be updated' })
  @ApiServiceUnavailableResponse({ description: 'Stripe could not open the page just now; nothing changed, try again' })
  cardUpdate(@CurrentUser() user: AuthenticatedUser, @Body() _body: CardUpdateRequestDto) {
    return this.commands.execute(new StartCardUpdateCommand(user.id));
  }
}
