import { BackLink } from '@/components/layout/back-link';
import { DocumentDescription } from '@/components/layout/document-description';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { roadmap } from '@/config/roadmap';
import { infoContent } from '@/content/info';

export function Roadmap() {
  const content = infoContent.roadmap;
  return (
    <Page
      title={content.meta.title}
      description={content.meta.description}
      before={<BackLink to={paths.info.getHref()}>{content.back}</BackLink>}
    >
      <DocumentDescription content={content.meta.description} />
      <ol className="relative flex flex-col gap-5 border-l-2 border-line pl-7 sm:pl-8">
        {roadmap.map((stage, index) => (
          <li key={stage.date} className="relative rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
            <span
              aria-hidden="true"
              className={`absolute top-7 size-4 rounded-full border-[3px] border-canvas -left-[calc(1.75rem+9px)] sm:-left-[calc(2rem+9px)] ${index === 0 ? 'bg-accent' : 'bg-control-border'}`}
            />
            <p className="text-caption font-semibold uppercase tracking-wider text-accent">{stage.date}</p>
            <h2 className="mt-1 text-heading font-semibold text-ink">{stage.title}</h2>
            <ul className="mt-3 flex list-disc flex-col gap-1 pl-5 text-small text-ink-muted marker:text-accent">
              {stage.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Page>
  );
}
