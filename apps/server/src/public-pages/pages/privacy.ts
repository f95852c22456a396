import { APP_OPT_IN_COOKIE } from '@hairhue/contracts';
import { html } from '../html';
import { renderPage } from '../layout';
import { SUPPORT_EMAIL, type SiteSettings } from '../site';
import { documentHeader } from './parts';

/** The date the policy text last changed (SPEC §9). */
export const PRIVACY_UPDATED = 'September 2025';

/**
 * The privacy policy. Every statement here describes what this server really does — retention comes from
 * PHOTO_RETENTION_DAYS (jobs/maintenance.ts), and the processors listed are the ones configured.
 */
export function privacyPage(site: SiteSettings): string {
  const days = site.photoRetentionDays;
  const main = html` ${documentHeader('Privacy Policy', PRIVACY_UPDATED, 'Hairhue has no accounts, no ads and no trackers. Your photos are processed on our own servers and deleted automatically. Here are the details.')}
    <div class="wrap wrap--narrow prose">
      <p>
        This policy covers the Hairhue iPhone app, the Hairhue web app and this website ("Hairhue", "we",
        "us"). If anything here is unclear, write to <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>A device id, not an account.</strong> The app identifies your phone by a random id (on the
          web, one the web app makes up) and a secret token it gets from our server. We store the id, the app
          version and a fingerprint of the token. We never ask for your name, email address or phone number.
        </li>
        <li>
          <strong>The photos you choose.</strong> When you take or upload a photo, it is sent to our server.
          We remove its metadata, including any location, and scale it down to at most 2048 pixels on its
          longest side before storing it.
        </li>
        <li>
          <strong>What you make with them.</strong> The colors you try, the results, your Dice Rolls, and how
          many free changes your device has used.
        </li>
        <li>
          <strong>Your subscription.</strong> Whether your device has Premium, on which plan, and until when.
        </li>
      </ul>
      <p>
        We do not collect contacts, location, advertising identifiers or analytics, and we do not sell or
        share data for advertising.
      </p>

      <h2>How your photos are processed</h2>
      <p>
        Hairhue's results are made on our own servers. Our hair-color engine uses an open hair-segmentation
        model (MediaPipe's, published by Google under the Apache 2.0 licence) that runs on our servers to find
        which parts of the photo are hair, then recolors those parts.
        <strong>Your photos are not sent to any third-party AI service</strong>, and we do not use them to
        train models, to recognise faces or to identify anyone. To make further colors faster, we keep the
        hair outline we found next to the photo.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          <strong>Photos: ${days} days.</strong> Every photo is deleted automatically ${days} days after you
          upload it, together with everything made from it: its hair outline, your try-on results and Dice
          Roll results. Our server looks for expired photos every 10 minutes.
        </li>
        <li>
          <strong>Deleting a result.</strong> When you delete a try-on in your History, its result images are
          deleted from our servers at once. The photo it was made from stays until its ${days} days are over.
        </li>
        <li>
          <strong>Unfinished uploads.</strong> A photo whose upload was never completed in the app is deleted
          within two days.
        </li>
        <li>
          <strong>Your device record.</strong> The device id, app version, the count of free changes used and
          the subscription status are kept while you use Hairhue, so that your free changes and your
          subscription keep working. They contain no photos. To have them erased, write to us.
        </li>
        <li>
          <strong>Subscription notices.</strong> RevenueCat's notices to our server about a subscription (what
          changed, for which device id) are kept for 30 days, so that none is counted twice.
        </li>
      </ul>

      <h2>Who else is involved</h2>
      <ul>
        <li>
          <strong>Apple.</strong> Subscriptions in the iPhone app are sold and billed by Apple through the App
          Store. We never see your payment details or your Apple ID.
        </li>
        <li>
          <strong>RevenueCat.</strong> The iPhone app uses RevenueCat to check subscriptions with Apple.
          RevenueCat receives your device id and the purchase information Apple provides, and tells our server
          whether your subscription is active.
        </li>
        ${
          site.cloudinary
            ? html`<li>
                <strong>Cloudinary.</strong> Photos you upload pass through Cloudinary, an image hosting
                service, from which our server copies them. Cloudinary stores and delivers images; it does not
                analyse them for us.
              </li>`
            : ''
        }
        ${
          site.s3
            ? html`<li>
                <strong>Cloud storage.</strong> Our servers keep photos and results in an S3-compatible
                storage service that stores files for us and does not use or analyse them. The deletions above
                apply there too.
              </li>`
            : ''
        }
      </ul>
      <p>Nobody else receives your photos. We would disclose data only where the law requires it.</p>

      <h2>Cookies and storage in your browser</h2>
      <p>
        This website sets no tracking cookies. When you choose the web app, a cookie named
        <code>${APP_OPT_IN_COOKIE}</code> remembers that choice; it contains no identifier. The web app keeps
        its device id and settings in your browser's local storage; clearing your browser's site data removes
        them.
      </p>

      <h2>Security</h2>
      <p>
        Photos and results are private to your device: they are only ever served through links that expire,
        and only your device's token can list them. Tokens are stored only as fingerprints.
      </p>

      <h2>Children</h2>
      <p>Hairhue is not directed at children under 13, and we do not knowingly collect their data.</p>

      <h2>Your choices and rights</h2>
      <p>
        You can delete results in the app at any time, and photos delete themselves after ${days} days.
        Because Hairhue has no accounts, we can only find your data through your device; write to
        <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a> from the app (Settings, Report a bug) to ask
        for a copy of your data or to have it erased, and we will help.
      </p>

      <h2>Changes</h2>
      <p>When we change this policy, we update the date at the top of this page.</p>
    </div>`;
  return renderPage(
    site,
    {
      path: '/privacy',
      title: 'Privacy Policy · Hairhue',
      description: `How Hairhue handles your photos: processed on our own servers, never sent to a third-party AI, and deleted automatically after ${days} days.`,
    },
    main,
  );
}
