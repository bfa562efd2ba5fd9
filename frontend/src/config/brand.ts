/**
 * The product's name and line, on every page (logo, titles, footer). Apart from config/product.ts so
 * the frame every page loads does not carry the plans, claims and contact details with it.
 */
export const brand = {
  name: 'daily',
  tagline: 'Your 24/7 decision partner',
} as const;
