import { supportLink, supportMailto, type Inline } from './document';

/** Apple's own pages for what only Apple can do: subscriptions and refunds. */
export const APPLE_SUBSCRIPTIONS = 'https://apps.apple.com/account/subscriptions';
export const APPLE_REFUNDS = 'https://reportaproblem.apple.com';

/** The anchor of the FAQ that follows the ways to get help, on the web page and in the app. */
export const SUPPORT_FAQ_ANCHOR = 'faq';

export interface SupportChannel {
  id: 'email' | 'answers' | 'subscriptions';
  title: string;
  text: Inline[];
}

/** The support page: the ways to get help, then the FAQ (FAQ_ITEMS) under the heading below. */
export const SUPPORT = {
  title: 'Support',
  lead: 'Questions, problems or ideas: we read every message.',
  channels: [
    {
      id: 'email',
      title: 'Email us',
      text: [
        'Write to ',
        supportLink(supportMailto('Hairhue support')),
        '. In the app, Settings, Report a bug opens a message to the same address.',
      ],
    },
    {
      id: 'answers',
      title: 'Quick answers',
      text: [
        'Cancelling, refunds, billing and the free limit are answered in the ',
        { link: 'frequently asked questions', href: `#${SUPPORT_FAQ_ANCHOR}` },
        ' below.',
      ],
    },
    {
      id: 'subscriptions',
      title: 'Subscriptions',
      text: [
        'Apple bills and manages subscriptions: ',
        { link: 'manage or cancel', href: APPLE_SUBSCRIPTIONS },
        ', or ',
        { link: 'request a refund', href: APPLE_REFUNDS },
        '.',
      ],
    },
  ] satisfies SupportChannel[],
  faqHeading: 'Frequently asked questions',
};
