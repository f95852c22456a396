import type { Block, Inline, LegalDocument } from '@hairhue/catalogue/legal';
import { html, type SafeHtml } from './html';

/** A run of text: escaped words, bold, code, links (another site's with `rel="noopener"`). */
export function inlineHtml(runs: readonly Inline[]): SafeHtml[] {
  return runs.map((run) => {
    if (typeof run === 'string') return html`${run}`;
    if ('strong' in run) return html`<strong>${run.strong}</strong>`;
    if ('code' in run) return html`<code>${run.code}</code>`;
    return /^https?:/.test(run.href)
      ? html`<a href="${run.href}" rel="noopener">${run.link}</a>`
      : html`<a href="${run.href}">${run.link}</a>`;
  });
}

function blockHtml(block: Block): SafeHtml {
  if ('heading' in block) return html`<h2>${block.heading}</h2>`;
  if ('paragraph' in block) return html`<p>${inlineHtml(block.paragraph)}</p>`;
  return html`<ul>
    ${block.list.map((item) => html`<li>${inlineHtml(item)}</li>`)}
  </ul>`;
}

/** A legal text's body (catalogue/legal), as the same document the app shows. */
export function legalBodyHtml(document: LegalDocument): SafeHtml {
  return html`<div class="wrap wrap--narrow prose">${document.blocks.map(blockHtml)}</div>`;
}
