import { House } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { Link } from 'react-router-dom';

import { product } from '@/config/product';

function ConsoleAppBar() {
  return (
    <AppBar>
      <TitlePortal />
      <Link
        to="/"
        aria-label={`Back to ${product.name}`}
        className="mr-1 inline-flex items-center gap-2 rounded-full px-2.5 py-1.5 text-small font-medium text-white/85 hover:bg-white/10 hover:text-white"
      >
        <House aria-hidden="true" className="size-5 sm:hidden" />
        <span className="hidden sm:inline">{`Back to ${product.name}`}</span>
      </Link>
    </AppBar>
  );
}

/** react-admin's layout with a way back to the site. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  return <Layout appBar={ConsoleAppBar}>{children}</Layout>;
}
