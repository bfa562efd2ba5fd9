import { Module } from '@nestjs/common';
import { AnalyticsRecorder } from './analytics-recorder.service';

@Module({ providers: [AnalyticsRecorder], exports: [AnalyticsRecorder] })
export class AnalyticsRecorderModule {}
