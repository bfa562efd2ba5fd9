// Modules made at build time from a content module's Markdown (build/markdown-at-build.ts).

type MarkdownHeading = { id: string; text: string; depth: number };

declare module '@/content/pitch?markdown-page' {
  const page: Omit<(typeof import('@/content/pitch'))['pitchContent'], 'markdown'> & { html: string; headings: MarkdownHeading[] };
  export default page;
}
