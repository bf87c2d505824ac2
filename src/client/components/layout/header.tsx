import { FileText, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { PRODUCT_NAME } from '../../../shared/constants.ts';
import { useUser } from '../../api/get-user.ts';
import { useLogout } from '../../api/logout.ts';
import { track } from '../../lib/analytics.ts';
import { cn } from '../../lib/cn.ts';
import { scrollToSection } from '../../lib/scroll-to-section.ts';
import { Button } from '../ui/button.tsx';
import { SECTION_LINKS } from './nav-links.ts';

const MOBILE_MENU_ID = 'mobile-menu';

export function Header() {
  const [location, navigate] = useLocation();
  const { user, isLoading } = useUser();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Close the mobile menu on navigation.
  useEffect(() => {
    setMenuOpen(false);
  }, [location]);

  // Escape closes the menu and gives focus back to the toggle.
  useEffect(() => {
    if (!menuOpen) return;
    function onKey(e: KeyboardEvent) {
      if (e.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  function toggleMenu() {
    const next = !menuOpen;
    setMenuOpen(next);
    track('mobile_menu_toggle', { action: next ? 'open' : 'close' });
  }

  function goToSection(e: MouseEvent<HTMLAnchorElement>, section: string, label: string) {
    e.preventDefault();
    track('navigation', { destination: `/#${section}`, link_text: label });
    setMenuOpen(false);
    if (location === '/') {
      window.history.replaceState(null, '', `/#${section}`);
      scrollToSection(section);
    } else {
      navigate(`/#${section}`);
    }
  }

  function onNavigate(destination: string, label: string) {
    track('navigation', { destination, link_text: label });
  }

  function onGetStarted(where: 'navbar' | 'mobile_menu') {
    track('button_click', { button: 'get_started', location: where });
    onNavigate('/generator', 'Get Started');
  }

  function onLogout() {
    track('user_action', { action: 'logout' });
    logout.mutate(undefined, { onSuccess: () => navigate('/') });
  }

  const logoutLabel = logout.isPending ? 'Logging out...' : 'Logout';

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2">
          <span className="flex size-8 items-center justify-center rounded-lg bg-indigo-600 text-white">
            <FileText className="size-4" aria-hidden="true" />
          </span>
          {PRODUCT_NAME}
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {SECTION_LINKS.map((l) => (
              <li key={l.section}>
                <a
                  href={`/#${l.section}`}
                  onClick={(e) => goToSection(e, l.section, l.label)}
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
                >
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 md:flex" data-testid="header-actions">
          {isLoading ? null : user ? (
            <>
              <Button asChild variant="ghost">
                <Link href="/dashboard" onClick={() => onNavigate('/dashboard', 'Dashboard')}>
                  Dashboard
                </Link>
              </Button>
              <Button variant="outline" onClick={onLogout} disabled={logout.isPending}>
                {logoutLabel}
              </Button>
            </>
          ) : (
            <>
              <Button asChild variant="ghost">
                <Link href="/auth" onClick={() => onNavigate('/auth', 'Login')}>
                  Login
                </Link>
              </Button>
              <Button asChild>
                <Link href="/generator" onClick={() => onGetStarted('navbar')}>
                  Get Started
                </Link>
              </Button>
            </>
          )}
        </div>

        <Button
          ref={toggleRef}
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={toggleMenu}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>

      <div
        id={MOBILE_MENU_ID}
        hidden={!menuOpen}
        className={cn('border-t border-slate-200 bg-white md:hidden')}
      >
        <nav aria-label="Mobile" className="mx-auto max-w-6xl px-4 py-3">
          <ul className="grid gap-1">
            {SECTION_LINKS.map((l) => (
              <li key={l.section}>
                <a
                  href={`/#${l.section}`}
                  onClick={(e) => goToSection(e, l.section, l.label)}
                  className="block rounded-md px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
                >
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-3 grid gap-2 border-t border-slate-200 pt-3">
            {isLoading ? null : user ? (
              <>
                <Button asChild variant="outline" className="w-full">
                  <Link href="/dashboard" onClick={() => onNavigate('/dashboard', 'Dashboard')}>
                    Dashboard
                  </Link>
                </Button>
                <Button variant="secondary" className="w-full" onClick={onLogout} disabled={logout.isPending}>
                  {logoutLabel}
                </Button>
              </>
            ) : (
              <>
                <Button asChild variant="outline" className="w-full">
                  <Link href="/auth" onClick={() => onNavigate('/auth', 'Login / Register')}>
                    Login / Register
                  </Link>
                </Button>
                <Button asChild className="w-full">
                  <Link href="/generator" onClick={() => onGetStarted('mobile_menu')}>
                    Get Started
                  </Link>
                </Button>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
