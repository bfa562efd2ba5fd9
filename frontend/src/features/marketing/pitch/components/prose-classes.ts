// Typography for HTML rendered from Markdown, which carries no classes of its own.
export const proseClasses = [
  'text-body text-ink-muted',
  '[&>p:first-child]:text-lg [&>p:first-child]:text-ink',
  '[&_h2]:mt-12 [&_h2]:scroll-mt-6 [&_h2]:border-t [&_h2]:border-line [&_h2]:pt-8 [&_h2]:text-heading [&_h2]:font-semibold [&_h2]:text-ink [&_h2:focus]:outline-none',
  '[&_h3]:mt-8 [&_h3]:text-body [&_h3]:font-semibold [&_h3]:text-ink',
  '[&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-ink',
  '[&_ul]:mt-4 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:pl-5',
  '[&_ol]:mt-4 [&_ol]:flex [&_ol]:list-decimal [&_ol]:flex-col [&_ol]:gap-2 [&_ol]:pl-5',
  '[&_li]:marker:text-accent',
  '[&_.table-scroll]:mt-5 [&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-control [&_.table-scroll]:border [&_.table-scroll]:border-line [&_.table-scroll]:bg-surface',
  '[&_table]:w-full [&_table]:min-w-[36rem] [&_table]:border-collapse [&_table]:text-small',
  '[&_th]:bg-surface-muted [&_th]:px-4 [&_th]:py-2.5 [&_th]:text-left [&_th]:font-semibold [&_th]:text-ink',
  '[&_td]:border-t [&_td]:border-line [&_td]:px-4 [&_td]:py-2.5 [&_td]:align-top',
  '[&_td:first-child]:font-medium [&_td:first-child]:text-ink',
  // A date ("May 1, 2026") stays on one line; on a phone the table scrolls sideways instead.
  '[&_time]:whitespace-nowrap',
].join(' ');
