import { html } from '../html';
import { renderPage } from '../layout';
import { SUPPORT_EMAIL, type SiteSettings } from '../site';
import { documentHeader } from './parts';

/** The date the terms last changed (SPEC §9). */
export const TERMS_UPDATED = 'January 2024';

/** Apple's standard licence, which the app's Settings links to as its terms of use (SPEC §2). */
const APPLE_EULA = 'https://www.apple.com/legal/internet-services/itunes/dev/stdeula/';

export function termsPage(site: SiteSettings): string {
  const main = html` ${documentHeader('Terms of Use', TERMS_UPDATED, 'The rules for using Hairhue, in plain words.')}
    <div class="wrap wrap--narrow prose">
      <p>
        By using the Hairhue iPhone app, the Hairhue web app or this website ("Hairhue"), you agree to these
        terms. The iPhone app is also licensed to you under
        <a href="${APPLE_EULA}" rel="noopener">Apple's Licensed Application End User License Agreement</a>;
        where the two differ for the iPhone app, Apple's agreement applies.
      </p>

      <h2>What Hairhue does</h2>
      <p>
        Hairhue shows you a photo of yourself with a different hair color or effect. Results are computer-made
        previews: real hair color depends on your hair, the products used and the person applying them, so a
        result is not a promise of how a dye will turn out.
      </p>

      <h2>Your photos</h2>
      <ul>
        <li>
          Only use photos you took yourself or have the right to use, and do not upload photos of other people
          without their permission.
        </li>
        <li>
          Your photos and results stay yours. You allow us to store and process them only to show you your
          results, as our <a href="/privacy">Privacy Policy</a> describes.
        </li>
        <li>
          Do not use Hairhue for anything unlawful, hurtful or deceptive, or to harass or impersonate anyone.
        </li>
      </ul>

      <h2>Free use and Premium</h2>
      <ul>
        <li>Each device can make 3 hair color changes for free.</li>
        <li>
          Premium gives unlimited changes, downloads and saving without a watermark, and daily Dice Rolls. It
          costs $9.99 per week, or $29.99 per month after a 3-day free trial.
        </li>
        <li>
          Subscriptions are bought and billed through the App Store and renew automatically unless you cancel
          them at least 24 hours before the current period ends. You manage and cancel them in your Apple ID
          settings; deleting the app does not cancel them.
        </li>
        <li>Refunds are handled by Apple under its own policies.</li>
      </ul>

      <h2>Fair use</h2>
      <p>
        Do not try to break, overload or reverse-engineer the service, get around its limits, or access other
        people's data. We may suspend a device that does.
      </p>

      <h2>Availability and changes</h2>
      <p>
        We work to keep Hairhue running and improving, but we cannot promise it will always be available or
        free of errors, and we may change or end features. If we change these terms in a way that matters, we
        will update the date above.
      </p>

      <h2>Liability</h2>
      <p>
        Hairhue is provided "as is". To the extent the law allows, we are not liable for indirect or
        consequential losses, or for decisions you make based on a preview. Nothing in these terms limits
        rights you have under consumer law.
      </p>

      <h2>Contact</h2>
      <p>Questions about these terms: <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>.</p>
    </div>`;
  return renderPage(
    site,
    {
      path: '/terms',
      title: 'Terms of Use · Hairhue',
      description:
        'The terms for using Hairhue: your photos, free use, Premium subscriptions through the App Store, and fair use.',
    },
    main,
  );
}
