/**
 * A page's or part's code that did not arrive (offline, or a deploy replaced the files): the browsers
 * word it differently, but each says a module could not be fetched or imported.
 */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return /dynamically imported module|importing a module script failed|failed to fetch|error loading|load failed/i.test(error.message);
}
