import { FileText, HelpCircle, Bug, ShieldCheck, type LucideIcon } from 'lucide-react';

export const PRIVACY_URL = '/privacy';
/** SPEC §2: the platform store's standard licence — Apple's standard EULA. */
export const TERMS_URL = 'https://www.apple.com/legal/internet-services/itunes/dev/stdeula/';
export const SUPPORT_EMAIL = 'support@hairhue.app';
export const BUG_REPORT_URL = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Hairhue bug report')}`;

export type SettingsLink =
  | { kind: 'route'; label: string; to: string; Icon: LucideIcon }
  | { kind: 'external' | 'mail'; label: string; href: string; Icon: LucideIcon };

export interface SettingsSection {
  title: string;
  links: SettingsLink[];
}

/** The settings list (SPEC §2), grouped the way people look for them. */
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
      { kind: 'external', label: 'Privacy policy', href: PRIVACY_URL, Icon: ShieldCheck },
      { kind: 'external', label: 'Terms of use', href: TERMS_URL, Icon: FileText },
    ],
  },
];
