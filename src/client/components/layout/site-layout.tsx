import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** Skip link, sticky header, main landmark and footer around every page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();

  // A new page starts at the top unless the address names a section.
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-indigo-700 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:outline-none focus:ring-2 focus:ring-white"
      >
        Skip to main content
      </a>
      <Header />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
