import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { hasOptInCookie, isAppUserAgent } from '../../src/public-pages/agent';
import { html, raw } from '../../src/public-pages/html';
import { landingPage } from '../../src/public-pages/pages/landing';
import { APP_OPT_IN_COOKIE } from '@hairhue/contracts';
import { FAQ_ITEMS } from '@hairhue/catalogue/faq';
import {
  APP_OPT_IN_COOKIE_NAME,
  privacyPolicy,
  SUPPORT,
  TERMS_OF_USE,
  type Inline,
  type LegalDocument,
} from '@hairhue/catalogue/legal';
import { escapeHtml } from '../../src/public-pages/html';
import { privacyPage } from '../../src/public-pages/pages/privacy';
import { supportPage } from '../../src/public-pages/pages/support';
import { termsPage } from '../../src/public-pages/pages/terms';
import { siteSettings, type SiteSettings } from '../../src/public-pages/site';
import { fixedUrlBase } from '../../src/services/url-base';

/** The page with its line breaks as plain spaces, for phrases that wrap in the source. */
const flat = (page: string) => page.replace(/\s+/g, ' ');

const site: SiteSettings = {
  baseUrl: fixedUrlBase('https://hairhue.example'),
  photoRetentionDays: 30,
  cloudinary: false,
  s3: false,
};

describe('public page content', () => {
  it('reads what the pages say from the configuration', () => {
    const settings = siteSettings(
      loadConfig({
        DATA_DIR: '/tmp/hairhue-unused',
        PHOTO_RETENTION_DAYS: '9',
        CLOUDINARY_CLOUD_NAME: 'demo',
        CLOUDINARY_UPLOAD_PRESET: 'preset',
        S3_BUCKET: 'photos',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    );
    expect(settings).toEqual({
      photoRetentionDays: 9,
      cloudinary: true,
      s3: true,
    });
  });

  it('names Cloudinary and the cloud storage in the privacy policy only when they are configured', () => {
    const plain = privacyPage(site);
    expect(plain).not.toContain('Cloudinary');
    expect(plain).not.toContain('S3-compatible');

    const withBoth = flat(privacyPage({ ...site, cloudinary: true, s3: true }));
    expect(withBoth).toContain('<strong>Cloudinary.</strong>');
    expect(withBoth).toContain('S3-compatible storage service');
  });

  it('states the retention it is given, everywhere it mentions it', () => {
    const page = flat(privacyPage({ ...site, photoRetentionDays: 90 }));
    expect(page).toContain('<strong>Photos: 90 days.</strong>');
    expect(page).toContain('deleted automatically 90 days after you upload it');
    expect(page).toContain('photos delete themselves after 90 days');
    expect(page).toContain('deleted automatically after 90 days');
    expect(flat(landingPage({ ...site, photoRetentionDays: 90 }, []))).toContain(
      'deleted automatically 90 days after you upload it',
    );
  });

  it('escapes every interpolated value unless it is trusted markup', () => {
    const name = '<script>alert("x")</script> & \'friends\'';
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;friends&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;friends&#39;</p>',
    );
    const items = ['a<', 'b'].map((item) => html`<li>${item}</li>`);
    expect(
      html`<ul>
        ${items}
      </ul>`.value.replace(/\n\s*/g, ''),
    ).toBe('<ul><li>a&lt;</li><li>b</li></ul>');
    expect(html`${raw('<b>ok</b>')}${null}${undefined}${false}${0}`.value).toBe('<b>ok</b>0');
  });

  it('recognises the native shell by its user-agent token and an opted-in browser by its cookie', () => {
    expect(isAppUserAgent('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 HairhueApp/1.2.0')).toBe(true);
    expect(isAppUserAgent('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148')).toBe(false);
    expect(isAppUserAgent(undefined)).toBe(false);
    expect(hasOptInCookie('hairhue_app=1')).toBe(true);
    expect(hasOptInCookie('a=b;hairhue_app=1; c=d')).toBe(true);
    expect(hasOptInCookie('hairhue_app=0')).toBe(false);
    expect(hasOptInCookie('my_hairhue_app=1')).toBe(false);
    expect(hasOptInCookie(undefined)).toBe(false);
  });

  describe('one text for the pages and the app (catalogue/legal)', () => {
    const text = (run: Inline) =>
      typeof run === 'string' ? run : 'strong' in run ? run.strong : 'code' in run ? run.code : run.link;
    /** Every run of every block, as the page must contain it (escaped, its line breaks flattened). */
    const runsOf = (document: LegalDocument) =>
      document.blocks.flatMap((block) =>
        'heading' in block
          ? [block.heading]
          : 'paragraph' in block
            ? block.paragraph.map(text)
            : block.list.flat().map(text),
      );

    it.each([
      ['privacy', privacyPage(site), privacyPolicy(site)],
      ['terms', termsPage(site), TERMS_OF_USE],
    ])('renders the %s page from the shared document, word for word', (_name, page, document) => {
      const body = flat(page);
      for (const run of [document.title, document.lead, document.updated ?? '', ...runsOf(document)]) {
        expect(body).toContain(flat(escapeHtml(run)).trim());
      }
    });

    it('renders the support page from the shared channels and FAQ', () => {
      const body = flat(supportPage(site));
      for (const channel of SUPPORT.channels) {
        expect(body).toContain(`<h2>${channel.title}</h2>`);
        for (const run of channel.text) expect(body).toContain(escapeHtml(text(run)));
      }
      for (const item of FAQ_ITEMS) expect(body).toContain(escapeHtml(item.question));
    });

    it('names the opt-in cookie the server really sets', () => {
      expect(APP_OPT_IN_COOKIE_NAME).toBe(APP_OPT_IN_COOKIE);
    });
  });
});
