import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { Screen } from '@/components/screen';

/** A legal or help text inside the app: its title in the top bar with Back, when it changed, its summary. */
export function LegalScreen({
  title,
  updated,
  lead,
  children,
}: {
  title: string;
  updated?: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <Screen className="gap-5">
      <PageHeader title={title} />
      <div>
        {updated ? <p className="text-sm font-medium text-ink-faint">Last updated {updated}</p> : null}
        <p className="mt-1.5 text-[17px] leading-snug font-semibold text-ink">{lead}</p>
      </div>
      {children}
      <div aria-hidden="true" className="h-4 shrink-0" />
    </Screen>
  );
}
