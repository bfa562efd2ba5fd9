/** The spec's empty-state lines, quiet and centred. */
export function EmptyState({ children }: { children: string }) {
  return <p className="rounded-control bg-canvas px-4 py-8 text-center text-small text-ink-muted">{children}</p>;
}
