import type { Country } from './countries';

/**
 * The country the form starts with (+44), written out so the form needs no phone-number metadata
 * to show it: the full list loads when the country picker opens.
 */
export const defaultCountry: Country = { code: '+44', letters: 'GB', name: 'United Kingdom' };
