import { createContext } from 'react';

/** What a page says about itself in the document head, beyond its <title>. */
export type DocumentHead = { description: string };

/**
 * Set only while a page is prerendered at build time, where effects do not run: a page hands its
 * head to the build, which writes it into the HTML. In the browser there is none, and the head is
 * updated by effects instead.
 */
export const DocumentHeadContext = createContext<((head: DocumentHead) => void) | null>(null);
