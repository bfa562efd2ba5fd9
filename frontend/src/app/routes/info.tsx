import { ArrowRight, CalendarCheck, MessageCircle, NotebookPen } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';

import { BackLink } from '@/components/layout/back-link';
import { Page } from '@/components/layout/page';
import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { product } from '@/config/product';

const steps = [
  {
    icon: MessageCircle,
    title: 'Say it as it comes',
    body: 'Message, send a voice note or call. No structure needed.',
  },
  {
    icon: NotebookPen,
    title: 'Get clear next actions',
    body: `${product.name} turns the noise into priorities, tasks and reminders, and journals your decisions.`,
  },
  {
    icon: CalendarCheck,
    title: 'Get nudged at the right time',
    body: `Linked to your calendar, ${product.name} checks in when you are free and calls you back when it matters.`,
  },
] as const;

function HowItWorks() {
  return (
    <Page
      title="How it works"
      description={`${product.name} is a decision partner you can reach any time of day.`}
      before={<BackLink to={paths.about.getHref()}>About</BackLink>}
    >
      <ol className="flex flex-col gap-4">
        {steps.map(({ icon: Icon, title, body }, index) => (
          <li key={title} className="flex gap-4 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent-ink">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h2 className="text-body font-semibold text-ink">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h2>
              <p className="mt-1 text-small text-ink-muted">{body}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.subscribe.getHref()} className={buttonStyles()}>
          Sign up for Premium
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to={paths.info.getHref({ view: 'roadmap' })} className={buttonStyles({ variant: 'ghost' })}>
          See the roadmap
        </Link>
      </div>
    </Page>
  );
}

function Roadmap() {
  return (
    <Page
      title="Roadmap"
      description={`What is coming to ${product.name}, and when.`}
      before={<BackLink to={paths.info.getHref()} />}
    >
      <ol className="relative flex flex-col gap-6 border-l-2 border-line pl-6">
        {product.roadmap.map((stage) => (
          <li key={stage.date} className="relative">
            <span
              aria-hidden="true"
              className="absolute -left-[1.95rem] top-1.5 size-3.5 rounded-full border-2 border-canvas bg-accent"
            />
            <p className="text-caption font-semibold uppercase tracking-wider text-accent">{stage.date}</p>
            <h2 className="mt-1 text-heading font-semibold text-ink">{stage.title}</h2>
            <ul className="mt-2 list-disc pl-5 text-small text-ink-muted">
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

export function InfoRoute() {
  const [searchParams] = useSearchParams();
  return searchParams.get('view') === 'roadmap' ? <Roadmap /> : <HowItWorks />;
}
