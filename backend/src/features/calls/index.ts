/** What other features may use of calls: the provider the nudge job rings through. */
export { CallsModule } from './calls.module';
export { CALL_PROVIDER, type CallProvider } from './providers/call-provider.port';
export { maskPhone } from './providers/mask-phone';
