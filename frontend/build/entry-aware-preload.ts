import type { Plugin } from 'vite';

/**
 * Keeps the entry's own files (the app's entry chunk and everything it imports statically) out of
 * the lists of files that a dynamic import asks for ahead (`__vite__mapDeps`). Those files are
 * loaded before any code that imports on demand can run, so naming them again in every chunk with
 * a lazy route, dialog or editor only added bytes to what each page downloads first.
 *
 * The plugin reads the chunk graph before Vite writes the lists; `resolveDependencies` goes in
 * `build.modulePreload`. The HTML's own preloads are left whole: there the entry's imports are
 * what the page must fetch next to the entry, and without their links the browser finds them only
 * once the entry has arrived, one round trip later.
 */
export function entryAwarePreload() {
  const loadedWithEntry = new Set<string>();
  const plugin: Plugin = {
    name: 'daily:entry-aware-preload',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loadedWithEntry.clear();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || loadedWithEntry.has(file)) return;
          loadedWithEntry.add(file);
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      },
    },
  };
  const resolveDependencies = (_file: string, dependencies: string[], context: { hostType: 'html' | 'js' }) =>
    context.hostType === 'html' ? dependencies : dependencies.filter((file) => !loadedWithEntry.has(file));
  return { plugin, resolveDependencies };
}
