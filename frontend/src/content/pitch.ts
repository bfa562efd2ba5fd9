import { formatPrice, product } from '@/config/product';

import pitchSource from './pitch.md?raw';

const { pitch, plans, claims } = product;

// Three-letter months, as the pitch writes them ("1 Sep '26"); Intl would say "Sept".
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-05-01" → "1 May '26". */
export function pitchDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} '${String(date.getUTCFullYear()).slice(2)}`;
}

// Each currency in the locale that writes it plainly: "£100", "$20".
const currencyLocales: Record<string, string> = { GBP: 'en-GB', USD: 'en-US' };

function money({ amount, currency, per }: { amount: number; currency: string; per: string }): string {
  const formatted = new Intl.NumberFormat(currencyLocales[currency] ?? 'en-GB', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
  return `${formatted} per ${per}`;
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
  coachingReference: money(pitch.coachingReference),
  subscriptionReference: money(pitch.subscriptionReference),
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

export const pitchContent = {
  meta: {
    title: `${product.name} in one page`,
    description: 'Thesis, focus, team, market, proof, competition, edge, traction and roadmap.',
  },
  back: 'Back to Home',
  contentsLabel: 'Sections',
  markdown: fillPlaceholders(pitchSource, pitchFigures),
} as const;
