import 'reflect-metadata';
import { Logger } from '@nestjs/common';

// Tests assert on behaviour, not on log output; set TEST_LOGS=1 to see the logs.
if (process.env.TEST_LOGS !== '1') Logger.overrideLogger(false);
