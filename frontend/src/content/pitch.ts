import { pitchFacts as pitch } from '@/config/pitch-facts';
import { product } from '@/config/product';
import { formatShortDate, parseDay } from '@/lib/format';
import { formatPrice } from '@/lib/format-money';

import pitchSource from './pitch.md?raw';

const { plans, claims } = product;

/** "2026-05-01" → "May 1, 2026": a calendar day, read as the day it names. */
export function pitchDate(isoDate: string): string {
  const date = parseDay(isoDate);
  return date ? formatShortDate(date, { year: 'always' }) : isoDate;
}

function milestonesTable(): string {
  // Dates are <time> elements: machine-readable, and styled to stay on one line.
  const rows = pitch.milestones.map(
    (milestone) =>
      `| <time datetime="${milestone.date}">${pitchDate(milestone.date)}</time> | ${milestone.dailyActiveUsers} | ${milestone.focus} |`,
  );
  return ['| Date | Daily active users | Focus |', '| --- | --- | --- |', ...rows].join('\n');
}

/** Every `{{name}}` in pitch.md, filled from the typed product facts. */
export const pitchFigures: Record<string, string> = {
  name: product.name,
  ukSinglePersonBusinesses: pitch.ukSinglePersonBusinesses,
  coachingReference: formatPrice({ ...pitch.coachingReference, interval: pitch.coachingReference.per }),
  subscriptionReference: formatPrice({ ...pitch.subscriptionReference, interval: pitch.subscriptionReference.per }),
  trialUniqueCallers: String(pitch.trialUniqueCallers),
  entrepreneursHelped: `${claims.entrepreneursHelped}+`,
  firstResults: claims.firstResults,
  patternsVisible: claims.patternsVisible,
  featurePromiseHours: String(product.featureRequestPromiseHours),
  premiumPrice: formatPrice(plans.premium.price),
  trialDays: String(plans.premium.trialDays),
  foundingPrice: formatPrice(plans.foundingMember.price),
  milestones: milestonesTable(),
};

/** Replaces placeholders; an unknown one is an error, so a typo cannot reach the page. */
export function fillPlaceholders(source: string, values: Record<string, string>): string {
  return source.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`pitch.md uses {{${key}}}, which has no value`);
    return value;
  });
}

/**
 * The one-pager's words. The browser never loads this module: the page imports it as
 * `@/content/pitch?markdown-page`, which the build turns into HTML with these figures already in it
 * (build/markdown-at-build.ts), so the Markdown parser stays out of the page's JavaScript.
 */
export const pitchContent = {
  meta: {
    title: `${product.name} in one page`,
    description: 'Thesis, focus, team, market, proof, competition, edge, traction and roadmap.',
  },
  back: 'Back to Home',
  contentsLabel: 'Sections',
  markdown: fillPlaceholders(pitchSource, pitchFigures),
} as const;

export default pitchContent;
