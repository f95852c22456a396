import { raw, type SafeHtml } from './html';

/** Line icons (Lucide's shapes, ISC licence, as the app uses), drawn in the current text colour. */
function lineIcon(paths: string, className = 'icon'): SafeHtml {
  return raw(
    `<svg class="${className}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths}</svg>`,
  );
}

export const icons = {
  smartphone: () =>
    lineIcon('<rect width="14" height="20" x="5" y="2" rx="2" ry="2"/><path d="M12 18h.01"/>'),
  camera: () =>
    lineIcon(
      '<path d="M14.5 4h-5L7 7H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-3l-2.5-3z"/><circle cx="12" cy="13" r="3"/>',
    ),
  palette: () =>
    lineIcon(
      '<circle cx="13.5" cy="6.5" r=".5" fill="currentColor"/><circle cx="17.5" cy="10.5" r=".5" fill="currentColor"/><circle cx="8.5" cy="7.5" r=".5" fill="currentColor"/><circle cx="6.5" cy="12.5" r=".5" fill="currentColor"/><path d="M12 2C6.5 2 2 6.5 2 12s4.5 10 10 10c.926 0 1.648-.746 1.648-1.688 0-.437-.18-.835-.437-1.125-.29-.289-.438-.652-.438-1.125a1.64 1.64 0 0 1 1.668-1.668h1.996c3.051 0 5.555-2.503 5.555-5.554C21.965 6.012 17.461 2 12 2z"/>',
    ),
  sparkles: () =>
    lineIcon(
      '<path d="m12 3-1.912 5.813a2 2 0 0 1-1.275 1.275L3 12l5.813 1.912a2 2 0 0 1 1.275 1.275L12 21l1.912-5.813a2 2 0 0 1 1.275-1.275L21 12l-5.813-1.912a2 2 0 0 1-1.275-1.275L12 3Z"/>',
    ),
  shield: () =>
    lineIcon(
      '<path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z"/><path d="m9 12 2 2 4-4"/>',
    ),
  mail: () =>
    lineIcon(
      '<rect width="20" height="16" x="2" y="4" rx="2"/><path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7"/>',
    ),
  arrowRight: () => lineIcon('<path d="M5 12h14"/><path d="m12 5 7 7-7 7"/>', 'icon icon--small'),
  check: () => lineIcon('<path d="M20 6 9 17l-5-5"/>', 'icon icon--small'),
  /** The Apple logo for the App Store button (Simple Icons, CC0). */
  apple: () =>
    raw(
      '<svg class="icon icon--apple" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false"><path d="M12.152 6.896c-.948 0-2.415-1.078-3.96-1.04-2.04.027-3.91 1.183-4.961 3.014-2.117 3.675-.546 9.103 1.519 12.09 1.013 1.454 2.208 3.09 3.792 3.039 1.52-.065 2.09-.987 3.935-.987 1.831 0 2.35.987 3.96.948 1.637-.026 2.676-1.48 3.676-2.948 1.156-1.688 1.636-3.325 1.662-3.415-.039-.013-3.182-1.221-3.22-4.857-.026-3.04 2.48-4.494 2.597-4.559-1.429-2.09-3.623-2.324-4.39-2.376-2-.156-3.675 1.09-4.61 1.09zM15.53 3.83c.843-1.012 1.4-2.427 1.245-3.83-1.207.052-2.662.805-3.532 1.818-.78.896-1.454 2.338-1.273 3.714 1.338.104 2.715-.688 3.559-1.701"/></svg>',
    ),
};

/** The app icon's mark (apps/web/public/icons/icon.svg); `id` keeps its gradient ids unique on a page. */
export function logo(id: string): SafeHtml {
  return raw(
    `<svg class="logo" viewBox="0 0 512 512" aria-hidden="true" focusable="false"><defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c42a63"/><stop offset="1" stop-color="#7b3fe4"/></linearGradient><linearGradient id="${id}-lock" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#ffe3ef"/></linearGradient></defs><rect width="512" height="512" rx="112" fill="url(#${id}-bg)"/><path d="M196 104c-62 28-92 96-78 170 10 54 4 96-30 134 70 8 118-28 132-92 10-46 4-92 34-134-22-30-36-56-58-78z" fill="url(#${id}-lock)" opacity="0.95"/><path d="M300 96c-50 40-66 104-48 170 14 52 8 98-22 142 78 0 126-46 134-118 6-58-18-104-64-194z" fill="url(#${id}-lock)"/><circle cx="382" cy="138" r="26" fill="#ffffff" opacity="0.9"/></svg>`,
  );
}
