import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';

const backClasses =
  '-ml-2 inline-flex h-10 items-center gap-2 rounded-full pl-2 pr-4 text-small font-medium text-ink-muted transition-colors hover:bg-ink/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

export function BackLink({ to, children = 'Back' }: { to: string; children?: ReactNode }) {
  return (
    <Link to={to} className={backClasses}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}

/** Goes one step back in history, as a browser's back button would. */
export function HistoryBackButton({ children = 'Back' }: { children?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)} className={backClasses}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </button>
  );
}
