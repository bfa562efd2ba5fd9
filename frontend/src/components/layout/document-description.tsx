import { useContext, useEffect } from 'react';

import { DocumentHeadContext } from './document-head-context';

/**
 * Sets the page's meta description while the page is shown. index.html already carries one for
 * crawlers that do not run scripts, so this updates that tag instead of adding a second one
 * (React would hoist a rendered <meta> next to it), and puts the old text back on leaving. When
 * the page is prerendered, the text is handed to the build, which writes it into the page's head.
 */
export function DocumentDescription({ content }: { content: string }) {
  useContext(DocumentHeadContext)?.({ description: content });
  useEffect(() => {
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = tag === null;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = content;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [content]);
  return null;
}
