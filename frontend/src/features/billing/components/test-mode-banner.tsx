import { usePaymentsMode } from '../api/get-payments-mode';

/**
 * On a server that takes payments through the built-in test checkout on purpose, every page says
 * so: nobody should think they paid, or that they can be charged.
 */
export function TestModeBanner() {
  const { data } = usePaymentsMode();
  if (!data?.show_banner) return null;
  return (
    <div role="note" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
      Test mode: payments here are simulated and nobody is charged.
    </div>
  );
}
