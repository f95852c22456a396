import { ChevronRight, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { SettingsLink } from './settings-links';

export const SETTINGS_ROW =
  'flex min-h-14 items-center gap-3.5 px-4 py-2 text-[15px] font-medium text-ink transition-colors hover:bg-canvas active:bg-line/50 focus-visible:-outline-offset-3';

function RowBody({ link }: { link: SettingsLink }) {
  const Trailing = link.kind === 'external' ? ExternalLink : ChevronRight;
  return (
    <>
      <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand">
        <link.Icon className="size-[18px]" aria-hidden="true" />
      </span>
      <span className="flex-1">{link.label}</span>
      <Trailing className="size-[18px] text-ink-faint" aria-hidden="true" />
    </>
  );
}

/** One row: an in-app route, a page in a new tab (marked as external), or a mail link. */
export function SettingsRow({ link }: { link: SettingsLink }) {
  if (link.kind === 'route') {
    return (
      <Link to={link.to} className={SETTINGS_ROW}>
        <RowBody link={link} />
      </Link>
    );
  }
  if (link.kind === 'external') {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={SETTINGS_ROW}>
        <RowBody link={link} />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={link.href} className={SETTINGS_ROW}>
      <RowBody link={link} />
    </a>
  );
}
