import { APPLE_STANDARD_EULA, supportMailto } from '@hairhue/catalogue/legal';
import { FileText, HelpCircle, Bug, ShieldCheck, type LucideIcon } from 'lucide-react';

/** Our privacy policy, shown inside the app: the same text as the public /privacy page. */
export const PRIVACY_PATH = '/privacy';
/** SPEC §2: the platform store's standard licence — Apple's standard EULA, a page of Apple's site. */
export const TERMS_URL = APPLE_STANDARD_EULA;
export const BUG_REPORT_URL = supportMailto('Hairhue bug report');

export type SettingsLink =
  | { kind: 'route'; label: string; to: string; Icon: LucideIcon }
  | { kind: 'external' | 'mail'; label: string; href: string; Icon: LucideIcon };

export interface SettingsSection {
  title: string;
  links: SettingsLink[];
}

/**
 * The settings list (SPEC §2), grouped the way people look for them. Our own pages open inside the app
 * (chevron); another site's opens outside it (the external-link mark): a new tab on the web, the system
 * browser in the native app.
 */
export const SETTINGS_SECTIONS: SettingsSection[] = [
  {
    title: 'Support',
    links: [
      { kind: 'route', label: 'FAQ', to: '/faq', Icon: HelpCircle },
      { kind: 'mail', label: 'Report a bug', href: BUG_REPORT_URL, Icon: Bug },
    ],
  },
  {
    title: 'Legal',
    links: [
      { kind: 'route', label: 'Privacy policy', to: PRIVACY_PATH, Icon: ShieldCheck },
      { kind: 'external', label: 'Terms of use', href: TERMS_URL, Icon: FileText },
    ],
  },
];
