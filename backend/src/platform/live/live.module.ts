import { Module } from '@nestjs/common';
import { LiveChangesProjection } from './live-changes.projection';
import { LiveHttpController } from './live.http.controller';
import { LiveStreams } from './live-streams';

/**
 * The live stream: tells a person's open screens which of their read models changed, by the names
 * the features declare `live`. Knows no feature; the declarations say what to watch.
 */
@Module({ controllers: [LiveHttpController], providers: [LiveStreams, LiveChangesProjection], exports: [LiveStreams] })
export class LiveModule {}
