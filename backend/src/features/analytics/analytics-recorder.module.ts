import { Module } from '@nestjs/common';
import { AnalyticsRecorder } from './analytics-recorder.service';
import { VisitSessionsReader } from './read-models/visit-sessions.reader';

/** What other features use of analytics: recording their own facts, and reading where a visit began. */
@Module({ providers: [AnalyticsRecorder, VisitSessionsReader], exports: [AnalyticsRecorder, VisitSessionsReader] })
export class AnalyticsRecorderModule {}
