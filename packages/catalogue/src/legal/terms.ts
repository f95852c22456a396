import { APPLE_STANDARD_EULA, supportLink, type LegalDocument } from './document';

/** The date the terms last changed (SPEC §9). */
export const TERMS_UPDATED = 'January 2024';

export const TERMS_OF_USE: LegalDocument = {
  title: 'Terms of Use',
  updated: TERMS_UPDATED,
  lead: 'The rules for using Hairhue, in plain words.',
  blocks: [
    {
      paragraph: [
        'By using the Hairhue iPhone app, the Hairhue web app or this website ("Hairhue"), you agree to these terms. The iPhone app is also licensed to you under ',
        { link: "Apple's Licensed Application End User License Agreement", href: APPLE_STANDARD_EULA },
        "; where the two differ for the iPhone app, Apple's agreement applies.",
      ],
    },
    { heading: 'What Hairhue does' },
    {
      paragraph: [
        'Hairhue shows you a photo of yourself with a different hair color or effect. Results are computer-made previews: real hair color depends on your hair, the products used and the person applying them, so a result is not a promise of how a dye will turn out.',
      ],
    },
    { heading: 'Your photos' },
    {
      list: [
        [
          'Only use photos you took yourself or have the right to use, and do not upload photos of other people without their permission.',
        ],
        [
          'Your photos and results stay yours. You allow us to store and process them only to show you your results, as our ',
          { link: 'Privacy Policy', href: '/privacy' },
          ' describes.',
        ],
        [
          'Do not use Hairhue for anything unlawful, hurtful or deceptive, or to harass or impersonate anyone.',
        ],
      ],
    },
    { heading: 'Free use and Premium' },
    {
      list: [
        ['Each device can make 3 hair color changes for free.'],
        [
          'Premium gives unlimited changes, downloads and saving without a watermark, and daily Dice Rolls. It costs $9.99 per week, or $29.99 per month after a 3-day free trial.',
        ],
        [
          'Subscriptions are bought and billed through the App Store and renew automatically unless you cancel them at least 24 hours before the current period ends. You manage and cancel them in your Apple ID settings; deleting the app does not cancel them.',
        ],
        ['Refunds are handled by Apple under its own policies.'],
      ],
    },
    { heading: 'Fair use' },
    {
      paragraph: [
        "Do not try to break, overload or reverse-engineer the service, get around its limits, or access other people's data. We may suspend a device that does.",
      ],
    },
    { heading: 'Availability and changes' },
    {
      paragraph: [
        'We work to keep Hairhue running and improving, but we cannot promise it will always be available or free of errors, and we may change or end features. If we change these terms in a way that matters, we will update the date above.',
      ],
    },
    { heading: 'Liability' },
    {
      paragraph: [
        'Hairhue is provided "as is". To the extent the law allows, we are not liable for indirect or consequential losses, or for decisions you make based on a preview. Nothing in these terms limits rights you have under consumer law.',
      ],
    },
    { heading: 'Contact' },
    { paragraph: ['Questions about these terms: ', supportLink(), '.'] },
  ],
};
