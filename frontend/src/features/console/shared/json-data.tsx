/** An event's data as the server sends it, personal fields already reading "encrypted". */
export function JsonData({ value }: { value: unknown }) {
  return (
    <pre className="max-h-96 w-0 min-w-full overflow-auto rounded-lg bg-canvas p-3 font-mono text-caption leading-relaxed text-ink">
      {JSON.stringify(value ?? null, null, 2)}
    </pre>
  );
}
