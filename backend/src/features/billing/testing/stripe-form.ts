/**
 * Reads the bodies and query strings the Stripe SDK sends: form encoding with bracketed keys
 * (`line_items[0][price_data][currency]=gbp`, `expand[0]=subscription`) into nested values.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export function parseStripeForm(encoded: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const [head, ...rest] = rawKey.split('[').map((part, i) => (i === 0 ? part : part.replace(/]$/, '')));
    const path = [head, ...rest];
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((key, i) => {
      const last = i === path.length - 1;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[key] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1]);
      container[key] ??= nextIsIndex ? [] : {};
      node = container[key] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}

/** A list in Stripe's encoding, e.g. `expand[0]=…&expand[1]=…`. */
export function formList(value: FormValue | undefined): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' ? [value] : [];
}
