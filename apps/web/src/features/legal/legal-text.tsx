import type { Block, Inline } from '@hairhue/catalogue/legal';
import { Link } from 'react-router';

const LINK = 'font-medium text-brand underline underline-offset-2';

/**
 * One run of a shared legal text (catalogue/legal). A link to one of the app's own addresses stays in the
 * app; another site's opens outside it (in the native app, the system browser); mail links open mail.
 */
function Run({ run }: { run: Inline }) {
  if (typeof run === 'string') return run;
  if ('strong' in run) return <strong className="font-semibold text-ink">{run.strong}</strong>;
  if ('code' in run) return <code className="rounded bg-line/70 px-1 py-0.5 text-[0.9em]">{run.code}</code>;
  if (run.href.startsWith('/')) {
    return (
      <Link to={run.href} className={LINK}>
        {run.link}
      </Link>
    );
  }
  if (/^https?:/.test(run.href)) {
    return (
      <a href={run.href} target="_blank" rel="noopener noreferrer" className={LINK}>
        {run.link}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={run.href} className={LINK}>
      {run.link}
    </a>
  );
}

export function InlineText({ runs }: { runs: readonly Inline[] }) {
  return runs.map((run, index) => <Run key={index} run={run} />);
}

/** The headings, paragraphs and lists of a shared legal text. */
export function LegalBlocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <div className="flex flex-col gap-3 text-[15px] leading-relaxed text-ink-soft">
      {blocks.map((block, index) => {
        if ('heading' in block) {
          return (
            <h2 key={index} className="mt-4 text-lg font-bold tracking-tight text-ink">
              {block.heading}
            </h2>
          );
        }
        if ('paragraph' in block) {
          return (
            <p key={index}>
              <InlineText runs={block.paragraph} />
            </p>
          );
        }
        return (
          <ul key={index} className="flex list-disc flex-col gap-2 pl-5 marker:text-brand">
            {block.list.map((item, itemIndex) => (
              <li key={itemIndex}>
                <InlineText runs={item} />
              </li>
            ))}
          </ul>
        );
      })}
    </div>
  );
}
