import { BackLink } from '@/components/layout/back-link';
import { DocumentDescription } from '@/components/layout/document-description';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
// HTML made from src/content/pitch.md at build time, figures filled in (build/markdown-at-build.ts).
import pitchContent from '@/content/pitch?markdown-page';

import { useHashScroll } from '../../hooks/use-hash-scroll';
import { proseClasses } from './prose-classes';

const sections = pitchContent.headings.filter((heading) => heading.depth === 2);

export function PitchPage() {
  useHashScroll();
  return (
    <Page
      title={pitchContent.meta.title}
      description={pitchContent.meta.description}
      before={<BackLink to={paths.home.getHref()}>{pitchContent.back}</BackLink>}
    >
      <DocumentDescription content={pitchContent.meta.description} />
      <nav aria-label={pitchContent.contentsLabel} className="mb-10">
        <ul className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={paths.onePager.getHref(section.id)}
                className="inline-flex h-9 items-center rounded-full border border-line bg-surface px-4 text-small font-medium text-ink transition-colors hover:border-accent hover:text-accent"
              >
                {section.text}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {/* Trusted, build-time copy from src/content/pitch.md; no visitor input reaches it. */}
      <article className={proseClasses} dangerouslySetInnerHTML={{ __html: pitchContent.html }} />
    </Page>
  );
}
