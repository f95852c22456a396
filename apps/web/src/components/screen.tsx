import type { ReactNode } from 'react';

/** A screen's column: phone width, centred on larger screens, clear of the notch and the tab bar. */
export function Screen({
  children,
  withTabBar = false,
  className = '',
}: {
  children: ReactNode;
  withTabBar?: boolean;
  className?: string;
}) {
  return (
    <main
      className={`pt-safe mx-auto flex min-h-dvh w-full max-w-md flex-col px-4 ${withTabBar ? 'pb-[calc(env(safe-area-inset-bottom)+5.5rem)]' : 'pb-safe'} ${className}`}
    >
      {children}
    </main>
  );
}
