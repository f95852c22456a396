import { Crown, Dices, Home, Settings } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';

const TABS = [
  { to: '/', label: 'Home', Icon: Home },
  { to: '/dice-roll', label: 'Dice Roll', Icon: Dices },
  { to: '/premium', label: 'Premium', Icon: Crown },
  { to: '/settings', label: 'Settings', Icon: Settings },
] as const;

/** The routes that show the tab bar (SPEC §2). */
export const TAB_BAR_ROUTES = ['/', '/dice-roll', '/premium', '/settings'];

/** Home stays highlighted on the camera and the editor, which are reached from it. */
export function isTabActive(tab: string, pathname: string): boolean {
  if (tab === '/') return pathname === '/' || pathname === '/camera' || pathname.startsWith('/hair-color');
  return pathname === tab || pathname.startsWith(`${tab}/`);
}

export function BottomTabBar() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Main"
      className="pb-safe fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/90 backdrop-blur-md"
    >
      <ul className="mx-auto grid max-w-md grid-cols-4">
        {TABS.map(({ to, label, Icon }) => {
          const active = isTabActive(to, pathname);
          return (
            <li key={to}>
              <NavLink
                to={to}
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-semibold transition-colors ${
                  active ? 'text-brand' : 'text-ink-faint hover:text-ink-soft'
                }`}
              >
                <Icon className="size-6" strokeWidth={active ? 2.4 : 2} aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
