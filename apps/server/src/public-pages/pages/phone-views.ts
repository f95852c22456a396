import { palette } from '@hairhue/catalogue';
import { html, type SafeHtml } from '../html';
import type { ShowcaseShot } from '../showcase';

/** Swatches in the editor tray: a few of the app's palette, with the shot's own colour selected. */
const TRAY = ['Golden Honey', 'Deep Auburn', 'Rose Gold', 'Lavender Mist', 'Ocean Teal'];

const swatch = (color: string) => html`<span class="swatch" style="--swatch: ${color}"></span>`;

function shotImage(shot: ShowcaseShot, eager: boolean): SafeHtml {
  return html`<img
    src="${shot.src}"
    width="900"
    height="900"
    alt="${`Hairhue result: a model photo with ${shot.colour.name} hair`}"
    ${eager ? html`fetchpriority="high"` : html`loading="lazy"`}
    decoding="async"
  />`;
}

/** The app's editor, as in the app: the result over a dark stage, its colour's name, the colour tray. */
function editorScreen(shot: ShowcaseShot): SafeHtml {
  return html`<div class="screen screen--editor">
    <span class="screen__island" aria-hidden="true"></span>
    <div class="screen__photo">
      ${shotImage(shot, true)}
      <span class="screen__chip" aria-hidden="true">${swatch(shot.colour.color)}${shot.colour.name}</span>
    </div>
    <div class="screen__tray" aria-hidden="true">
      <div class="screen__tabs">
        <span class="is-active">Natural</span><span>Colorful</span><span>Effects</span>
      </div>
      <div class="screen__swatches">
        ${swatch(shot.colour.color)}${palette
          .filter((colour) => TRAY.includes(colour.name))
          .map((colour) => swatch(colour.color))}
      </div>
      <span class="screen__button">Try this hair color</span>
    </div>
  </div>`;
}

/** The app's onboarding slide: the render framed in its colour, under the slide's title. */
function onboardingScreen(shot: ShowcaseShot, title: string): SafeHtml {
  return html`<div class="screen screen--onboarding">
    <span class="screen__island" aria-hidden="true"></span>
    <span class="screen__brand" aria-hidden="true">Hairhue</span>
    <div class="screen__card" style="--swatch: ${shot.colour.color}">
      ${shotImage(shot, false)}
      <span class="screen__chip" aria-hidden="true">${swatch(shot.colour.color)}${shot.colour.name}</span>
    </div>
    <div class="screen__text" aria-hidden="true">
      <span class="screen__title">${title}</span>
      <span class="screen__button">Next</span>
    </div>
  </div>`;
}

/**
 * Three phones showing the app with real renders from our engine: the editor in the middle, onboarding
 * slides at the sides. With no render stored yet, one phone shows the app's palette rather than a made-up
 * picture.
 */
export function phoneViews(shots: readonly ShowcaseShot[]): SafeHtml {
  if (shots.length === 0) {
    return html`<div class="showcase phones" aria-hidden="true">
      <div class="phone phone--centre">
        <div class="screen screen--palette">
          <span class="screen__island"></span>
          <span class="screen__brand">Hairhue</span>
          <div class="screen__palette">${palette.map((colour) => swatch(colour.color))}</div>
          <span class="screen__button">Try this hair color</span>
        </div>
      </div>
    </div>`;
  }
  const centre = shots.length === 3 ? 1 : 0;
  const titles = ['Endless Possibilities', 'Find Your Style'];
  let side = 0;
  return html`<figure class="showcase">
    <div class="phones">
      ${shots.map((shot, index) => {
        if (index === centre) return html`<div class="phone phone--centre">${editorScreen(shot)}</div>`;
        const position = index < centre ? 'left' : 'right';
        return html`<div class="phone phone--${position}">
          ${onboardingScreen(shot, titles[side++] ?? '')}
        </div>`;
      })}
    </div>
    <figcaption>Real results, rendered by the Hairhue engine.</figcaption>
  </figure>`;
}
