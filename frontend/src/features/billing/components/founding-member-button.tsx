import { Sparkles } from 'lucide-react';

import { Button, type ButtonProps } from '@/components/ui/button';

import { useFoundingCheckout } from '../hooks/use-founding-checkout';

export type FoundingMemberButtonProps = Pick<ButtonProps, 'size' | 'fullWidth' | 'className'>;

/** "Become a Founding Member" for the About page: starts the founding checkout and leaves for it. */
export function FoundingMemberButton({ size = 'md', fullWidth = true, className }: FoundingMemberButtonProps) {
  const { start, busy } = useFoundingCheckout();
  return (
    <Button
      size={size}
      fullWidth={fullWidth}
      className={className}
      loading={busy}
      loadingLabel="Processing..."
      onClick={() => void start()}
    >
      <Sparkles aria-hidden="true" className="size-4" />
      Become a Founding Member
    </Button>
  );
}
