/** What other features may use of profile. */
export { type Voice, VOICES } from './domain/voice';
export { ProfileModule } from './profile.module';
export { ProfileService } from './profile.service';
