import type { ReactNode } from 'react';

import type { PolicyBlock, PolicySection as PolicySectionContent } from '@/content/privacy-policy';

function Block({ block }: { block: PolicyBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-accent">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function PolicySection({
  section,
  number,
  children,
}: {
  section: PolicySectionContent;
  number: number;
  /** Shown after the text, such as a button to write to us. */
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={section.id} className="border-t border-line pt-8">
      {/* The id sits on the heading so /privacy-policy#account-deletion lands on its title. */}
      <h2 id={section.id} className="scroll-mt-6 text-heading font-semibold text-ink focus:outline-none">
        <span className="mr-2 text-ink-muted tabular-nums">{number}.</span>
        {section.title}
      </h2>
      <div className="mt-4 flex flex-col gap-4 text-body text-ink-muted">
        {section.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
      {children !== undefined && <div className="mt-5">{children}</div>}
    </section>
  );
}
