import { palette } from '@hairhue/catalogue';
import { html } from '../html';
import { icons } from '../icons';
import { renderPage } from '../layout';
import type { ShowcaseShot } from '../showcase';
import type { SiteSettings } from '../site';
import { appStoreButton, mobileOnlyNotice } from './parts';
import { phoneViews } from './phone-views';

const STEPS = [
  {
    icon: icons.camera,
    title: 'Add a photo',
    text: 'Take a selfie with the camera or choose one from your gallery. A clear, front-facing photo gives the best result.',
  },
  {
    icon: icons.palette,
    title: 'Pick a color',
    text: 'Natural browns and blondes, bold fashion tones, fantasy pastels and neons, and special effects like ombre and glow.',
  },
  {
    icon: icons.sparkles,
    title: 'See it on you',
    text: 'Your new hair color appears in seconds, keeping the light and texture of your own hair. Hold to compare with the original.',
  },
];

const FREE = [
  '3 hair color changes on your own photos',
  'Compare, undo and redo',
  'Your history of past looks',
];
const PREMIUM = [
  'Unlimited hair color changes',
  'Download and save results, no watermark',
  'Daily Dice Rolls: 6 random colors at once',
];

const check = (text: string) => html`<li>${icons.check()}<span>${text}</span></li>`;

/** The landing page: served at `/` to browsers and at `/landing` to everyone. */
export function landingPage(site: SiteSettings, shots: readonly ShowcaseShot[]): string {
  const main = html` <section class="hero" aria-labelledby="hero-title">
      <div class="wrap hero__grid">
        <div class="hero__copy">
          <p class="eyebrow">
            <span class="eyebrow__dots" aria-hidden="true"
              >${palette
                .slice(0, 4)
                .map((colour) => html`<span class="swatch" style="--swatch: ${colour.color}"></span>`)}</span
            >50+ Hair Colors · 28 effects
          </p>
          <h1 id="hero-title">Try different hair colors <span class="gradient-text">in seconds</span></h1>
          <p class="lead">
            Take a selfie or choose a photo, tap a color, and see it on your own hair. From natural browns and
            blondes to pastel pink and electric blue.
          </p>
          <div class="cta-row">
            ${appStoreButton()}
            <a class="button button--ghost" href="/try">Try it in your phone's browser</a>
          </div>
        </div>
        ${phoneViews(shots)} ${mobileOnlyNotice()}
      </div>
    </section>

    <section class="section" aria-labelledby="how-title">
      <div class="wrap">
        <h2 class="section__title" id="how-title">Three taps to a new look</h2>
        <ol class="steps">
          ${STEPS.map(
            (step, index) =>
              html`<li class="card step">
                <span class="step__icon">${step.icon()}</span>
                <h3><span class="visually-hidden">Step ${index + 1}: </span>${step.title}</h3>
                <p>${step.text}</p>
              </li>`,
          )}
        </ol>
      </div>
    </section>

    <section class="section section--ink" aria-labelledby="colors-title">
      <div class="wrap">
        <h2 class="section__title" id="colors-title">50+ Hair Colors</h2>
        <p class="section__lead">
          Natural shades, bold fashion tones and fantasy brights, plus 28 special effects: ombre, rainbow,
          metallic, holographic, glow and gradient.
        </p>
        <ul class="palette">
          ${palette.map(
            (colour) =>
              html`<li>
                <span class="palette__swatch" style="background-image: ${colour.gradient}"></span
                >${colour.name}
              </li>`,
          )}
        </ul>
      </div>
    </section>

    <section class="section" aria-labelledby="plans-title">
      <div class="wrap">
        <h2 class="section__title" id="plans-title">Free to try</h2>
        <p class="section__lead">
          Every new phone gets 3 free hair color changes. Go Premium when you want more.
        </p>
        <div class="plans">
          <div class="card plan">
            <h3>Free</h3>
            <p class="plan__price">$0</p>
            <ul class="checklist">
              ${FREE.map(check)}
            </ul>
          </div>
          <div class="card plan plan--premium">
            <h3>Premium</h3>
            <p class="plan__price">$9.99<span> per week</span></p>
            <p class="plan__alt">or $29.99 per month after a 3-day free trial</p>
            <ul class="checklist">
              ${PREMIUM.map(check)}
            </ul>
          </div>
        </div>
        <p class="fine-print">
          Subscriptions are bought in the app through the App Store and renew automatically until you cancel
          them in your Apple ID settings.
        </p>
      </div>
    </section>

    <section class="section section--tight" aria-labelledby="privacy-title">
      <div class="wrap">
        <div class="card privacy-band">
          <span class="step__icon">${icons.shield()}</span>
          <div>
            <h2 id="privacy-title">Your photos stay yours</h2>
            <p>
              Our own servers find your hair and recolor it: your photos are never sent to a third-party AI
              service. Every photo, and everything made from it, is deleted automatically
              ${site.photoRetentionDays} days after you upload it.
              <a href="/privacy">Read the privacy policy</a>
            </p>
          </div>
        </div>
      </div>
    </section>

    <section class="section section--tight" aria-labelledby="get-title">
      <div class="wrap">
        <div class="cta-card">
          <h2 id="get-title">Get Hairhue on your iPhone</h2>
          <p>Or open the web app in your phone's browser. No account needed.</p>
          <div class="cta-row cta-row--centre">
            ${appStoreButton()}
            <a class="button button--light" href="/try">Try the web app</a>
          </div>
        </div>
      </div>
    </section>`;
  return renderPage(
    site,
    {
      path: '/',
      title: 'Hairhue: try different hair colors in seconds',
      description:
        'See yourself with a new hair color in seconds. 50+ hair colors and 28 special effects on your own photo. Hairhue is made for your phone: get it on the App Store.',
    },
    main,
  );
}
