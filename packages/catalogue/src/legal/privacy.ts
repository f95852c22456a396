import { supportLink, type LegalDocument } from './document';

/** The date the policy text last changed (SPEC §9). */
export const PRIVACY_UPDATED = 'September 2025';

export const PRIVACY_TITLE = 'Privacy Policy';
export const PRIVACY_LEAD =
  'Hairhue has no accounts, no ads and no trackers. Your photos are processed on our own servers and deleted automatically. Here are the details.';

/** What the policy depends on, so it never contradicts how the server is configured. */
export interface PrivacyFacts {
  /** Days an uploaded photo and everything made from it are kept (PHOTO_RETENTION_DAYS). */
  photoRetentionDays: number;
  /** Photos pass through Cloudinary on their way to us (CLOUDINARY_* set). */
  cloudinary: boolean;
  /** Files are kept in an S3-compatible store (S3_* set) rather than on our own disk. */
  s3: boolean;
}

/** The opt-in cookie of the web app (APP_OPT_IN_COOKIE in packages/contracts; a server test holds them equal). */
export const APP_OPT_IN_COOKIE_NAME = 'hairhue_app';

/**
 * The privacy policy. Every statement describes what the server really does: retention comes from
 * PHOTO_RETENTION_DAYS (the maintenance sweep), and the processors listed are the ones configured.
 */
/**
 * How often the server looks for expired photos: the policy states it, and the server's maintenance
 * schedule is built from it (apps/server jobs/queue.ts), so the two cannot drift apart.
 */
export const MAINTENANCE_INTERVAL_MINUTES = 10;

export function privacyPolicy(facts: PrivacyFacts): LegalDocument {
  const days = facts.photoRetentionDays;
  return {
    title: PRIVACY_TITLE,
    updated: PRIVACY_UPDATED,
    lead: PRIVACY_LEAD,
    blocks: [
      {
        paragraph: [
          'This policy covers the Hairhue iPhone app, the Hairhue web app and this website ("Hairhue", "we", "us"). If anything here is unclear, write to ',
          supportLink(),
          '.',
        ],
      },
      { heading: 'What we collect' },
      {
        list: [
          [
            { strong: 'A device id, not an account.' },
            ' The app identifies your phone by a random id (on the web, one the web app makes up) and a secret token it gets from our server. We store the id, the app version and a fingerprint of the token. We never ask for your name, email address or phone number.',
          ],
          [
            { strong: 'The photos you choose.' },
            ' When you take or upload a photo, it is sent to our server. We remove its metadata, including any location, and scale it down to at most 2048 pixels on its longest side before storing it.',
          ],
          [
            { strong: 'What you make with them.' },
            ' The colors you try, the results, your Dice Rolls, and how many free changes your device has used.',
          ],
          [
            { strong: 'Your subscription.' },
            ' Whether your device has Premium, on which plan, and until when.',
          ],
        ],
      },
      {
        paragraph: [
          'We do not collect contacts, location, advertising identifiers or analytics, and we do not sell or share data for advertising.',
        ],
      },
      { heading: 'How your photos are processed' },
      {
        paragraph: [
          "Hairhue's results are made on our own servers. Our hair-color engine uses an open hair-segmentation model (MediaPipe's, published by Google under the Apache 2.0 licence) that runs on our servers to find which parts of the photo are hair, then recolors those parts. ",
          { strong: 'Your photos are not sent to any third-party AI service' },
          ', and we do not use them to train models, to recognise faces or to identify anyone. To make further colors faster, we keep the hair outline we found next to the photo.',
        ],
      },
      {
        paragraph: [
          { strong: 'Live color in the camera runs on your phone.' },
          ' The app downloads the same hair-segmentation model from our server once and colors the camera picture on the phone itself; nothing from the camera is sent anywhere until you tap Use Photo, which uploads that one photo as above.',
        ],
      },
      { heading: 'How long we keep it' },
      {
        list: [
          [
            { strong: `Photos: ${days} days.` },
            ` Every photo is deleted automatically ${days} days after you upload it, together with everything made from it: its hair outline, your try-on results and Dice Roll results. Our server looks for expired photos every ${MAINTENANCE_INTERVAL_MINUTES} minutes.`,
          ],
          [
            { strong: 'Deleting a result.' },
            ` When you delete a try-on in your History, its result images are deleted from our servers at once. The photo it was made from stays until its ${days} days are over.`,
          ],
          [
            { strong: 'Unfinished uploads.' },
            ' A photo whose upload was never completed in the app is deleted within two days.',
          ],
          [
            { strong: 'Your device record.' },
            ' The device id, app version, the count of free changes used and the subscription status are kept while you use Hairhue, so that your free changes and your subscription keep working. They contain no photos. To have them erased, write to us.',
          ],
          [
            { strong: 'Subscription notices.' },
            " RevenueCat's notices to our server about a subscription (what changed, for which device id) are kept for 30 days, so that none is counted twice.",
          ],
        ],
      },
      { heading: 'Who else is involved' },
      {
        list: [
          [
            { strong: 'Apple.' },
            ' Subscriptions in the iPhone app are sold and billed by Apple through the App Store. We never see your payment details or your Apple ID.',
          ],
          [
            { strong: 'RevenueCat.' },
            ' The iPhone app uses RevenueCat to check subscriptions with Apple. RevenueCat receives your device id and the purchase information Apple provides, and tells our server whether your subscription is active.',
          ],
          ...(facts.cloudinary
            ? [
                [
                  { strong: 'Cloudinary.' },
                  ' Photos you upload pass through Cloudinary, an image hosting service, from which our server copies them. Cloudinary stores and delivers images; it does not analyse them for us.',
                ],
              ]
            : []),
          ...(facts.s3
            ? [
                [
                  { strong: 'Cloud storage.' },
                  ' Our servers keep photos and results in an S3-compatible storage service that stores files for us and does not use or analyse them. The deletions above apply there too.',
                ],
              ]
            : []),
        ],
      },
      {
        paragraph: [
          'Nobody else receives your photos. We would disclose data only where the law requires it.',
        ],
      },
      { heading: 'Cookies and storage in your browser' },
      {
        paragraph: [
          'This website sets no tracking cookies. When you choose the web app, a cookie named ',
          { code: APP_OPT_IN_COOKIE_NAME },
          " remembers that choice; it contains no identifier. The web app keeps its device id and settings in your browser's local storage; clearing your browser's site data removes them.",
        ],
      },
      { heading: 'Security' },
      {
        paragraph: [
          "Photos and results are private to your device: they are only ever served through links that expire, and only your device's token can list them. Tokens are stored only as fingerprints.",
        ],
      },
      { heading: 'Children' },
      {
        paragraph: [
          'Hairhue is not directed at children under 13, and we do not knowingly collect their data.',
        ],
      },
      { heading: 'Your choices and rights' },
      {
        paragraph: [
          `You can delete results in the app at any time, and photos delete themselves after ${days} days. Because Hairhue has no accounts, we can only find your data through your device; write to `,
          supportLink(),
          ' from the app (Settings, Report a bug) to ask for a copy of your data or to have it erased, and we will help.',
        ],
      },
      { heading: 'Changes' },
      { paragraph: ['When we change this policy, we update the date at the top of this page.'] },
    ],
  };
}
