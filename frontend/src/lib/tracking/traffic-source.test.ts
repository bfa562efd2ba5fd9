import { beforeEach, describe, expect, it } from 'vitest';

import { currentTrafficSource, rememberTrafficSource, sourceFromSearch } from './traffic-source';

beforeEach(() => {
  localStorage.clear();
});

describe('the traffic source', () => {
  it('prefers ref over utm_source', () => {
    expect(sourceFromSearch('?utm_source=newsletter&ref=producthunt')).toBe('producthunt');
    expect(sourceFromSearch('?utm_source=newsletter')).toBe('newsletter');
    expect(sourceFromSearch('?ref=&utm_source=newsletter')).toBe('newsletter');
    expect(sourceFromSearch('')).toBeNull();
  });

  it('is kept in local storage under daily.trafficSource for later pages', () => {
    rememberTrafficSource('?ref=linkedin');
    expect(localStorage.getItem('daily.trafficSource')).toBe('linkedin');

    rememberTrafficSource('');
    expect(currentTrafficSource()).toBe('linkedin');
  });

  it('is replaced by the source of a newer link', () => {
    rememberTrafficSource('?ref=linkedin');
    rememberTrafficSource('?utm_source=instagram');
    expect(currentTrafficSource()).toBe('instagram');
  });

  it('is trimmed to what the server accepts', () => {
    expect(sourceFromSearch(`?ref=${'x'.repeat(150)}`)).toHaveLength(100);
    expect(sourceFromSearch('?ref=%20news%0Aletter%20')).toBe('newsletter');
  });
});
