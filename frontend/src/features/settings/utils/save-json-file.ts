/** Hands a value to the browser as a downloaded `.json` file. */
export function saveJsonFile(fileName: string, value: unknown): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `daily-data-2026-01-31.json`, dated by the export itself when it says when it was made. */
export function exportFileName(productName: string, exportedAt: unknown, now = new Date()): string {
  const day =
    typeof exportedAt === 'string' && /^\d{4}-\d{2}-\d{2}/.test(exportedAt) ? exportedAt.slice(0, 10) : now.toISOString().slice(0, 10);
  return `${productName}-data-${day}.json`;
}
