import { LogoMark } from '@/components/layout/logo-mark';
import { Button } from '@/components/ui/button';

/** Last resort when even the page shell cannot render; depends on nothing but the design system. */
export function AppError() {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <LogoMark className="size-12" />
      <h1 className="text-heading font-semibold text-ink">Something went wrong</h1>
      <p className="max-w-sm text-body text-ink-muted">Please reload the page to try again.</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </div>
  );
}
