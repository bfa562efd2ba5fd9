import { ConfigError } from '../../platform/config/app-config';
import { loadAnalyticsConfig } from './analytics-config';

describe('loadAnalyticsConfig', () => {
  it('defaults to 120 tracking requests per minute per address', () => {
    expect(loadAnalyticsConfig({})).toEqual({ rateLimitPerMinute: 120 });
    expect(loadAnalyticsConfig({ ANALYTICS_RATE_LIMIT_PER_MINUTE: ' ' })).toEqual({ rateLimitPerMinute: 120 });
  });

  it('takes a raised limit, as load tests need', () => {
    expect(loadAnalyticsConfig({ ANALYTICS_RATE_LIMIT_PER_MINUTE: '10000000' })).toEqual({ rateLimitPerMinute: 10_000_000 });
  });

  it.each(['lots', '0', '-5', '1.5'])('stops the boot on %p, naming the variable', (value) => {
    expect(() => loadAnalyticsConfig({ ANALYTICS_RATE_LIMIT_PER_MINUTE: value })).toThrow(ConfigError);
    expect(() => loadAnalyticsConfig({ ANALYTICS_RATE_LIMIT_PER_MINUTE: value })).toThrow('ANALYTICS_RATE_LIMIT_PER_MINUTE');
  });
});
