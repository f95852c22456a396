/**
 * The legal and support texts, written once and shown twice: as the public web pages (rendered to HTML by
 * the server) and as the app's own screens (rendered by React). So they are plain data: runs of text, bold
 * words, code and links, in paragraphs, lists and headings.
 */
export type Inline = string | { strong: string } | { code: string } | { link: string; href: string };

export type Block = { heading: string } | { paragraph: Inline[] } | { list: Inline[][] };

export interface LegalDocument {
  title: string;
  /** When the text last changed, as SPEC §9 gives it ('September 2025'). */
  updated?: string;
  /** One sentence under the title. */
  lead: string;
  blocks: Block[];
}

/** The support address, named by every page and by the app's 'Report a bug'. */
export const SUPPORT_EMAIL = 'support@hairhue.app';

/** `mailto:` the support address, with a subject that says where the message came from. */
export const supportMailto = (subject: string) =>
  `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;

/** Apple's standard licence, the app's terms of use in the App Store (SPEC §2). */
export const APPLE_STANDARD_EULA = 'https://www.apple.com/legal/internet-services/itunes/dev/stdeula/';

/** The support address as a link, the way every text writes it. */
export const supportLink = (href = `mailto:${SUPPORT_EMAIL}`): Inline => ({ link: SUPPORT_EMAIL, href });
