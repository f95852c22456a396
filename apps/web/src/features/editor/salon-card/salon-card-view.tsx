import { LEVEL_UNKNOWN, SALON_CARD_GUIDE, type SalonCardContent } from './salon-card-content';

/** The pair as the image draws it: 19:20, centred across, a quarter of the way down (see `cropRect`). */
const PAIR_IMAGE = 'aspect-[19/20] w-full rounded-2xl bg-line object-cover object-[50%_25%]';

function PairImage({ url, label, alt }: { url: string; label: string; alt: string }) {
  return (
    <figure className="relative min-w-0 flex-1">
      <img src={url} alt={alt} className={PAIR_IMAGE} />
      <figcaption className="absolute bottom-2 left-2 rounded-full bg-ink/60 px-2.5 py-0.5 text-xs font-bold text-white">
        {label}
      </figcaption>
    </figure>
  );
}

function Fact({
  label,
  value,
  note = null,
  muted = false,
}: {
  label: string;
  value: string;
  note?: string | null;
  muted?: boolean;
}) {
  return (
    <div className="min-w-0 flex-1">
      <dt className="text-[11px] font-bold tracking-wide text-brand uppercase">{label}</dt>
      <dd className={`text-[15px] font-bold ${muted ? 'text-ink-soft' : 'text-ink'}`}>{value}</dd>
      {note ? <dd className="text-[13px] text-ink-soft">{note}</dd> : null}
    </div>
  );
}

/**
 * The salon card on screen: what the saved image shows, laid out the same way. While `measuring` (the
 * photo's hair level is on its way) the level and what it takes wait.
 */
export function SalonCardView({
  content,
  measuring,
  before,
  after,
}: {
  content: SalonCardContent;
  measuring: boolean;
  before: string;
  after: string;
}) {
  return (
    <article
      aria-label="Salon card"
      className="flex flex-col gap-3 rounded-3xl border border-line bg-surface p-4"
    >
      <div className="flex items-center gap-3">
        <span
          className="size-11 shrink-0 rounded-full ring-3 ring-line"
          style={{ background: content.shadeHex }}
          aria-hidden="true"
        />
        <div className="min-w-0">
          <p className="truncate text-lg leading-tight font-extrabold">{content.shadeName}</p>
          <p className="text-sm font-semibold text-ink-soft">
            {content.tuning ? `${content.shadeHex} · ${content.tuning}` : content.shadeHex}
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        <PairImage url={before} label="Before" alt="Your original photo" />
        <PairImage url={after} label="After" alt={`Your photo with ${content.shadeName} hair`} />
      </div>
      <dl className="flex gap-2">
        <Fact
          label="Current level"
          value={measuring ? 'Measuring…' : content.currentLevel}
          note={measuring ? null : content.currentLevelName}
          muted={measuring || content.currentLevel === LEVEL_UNKNOWN}
        />
        <Fact label="Shade level" value={content.shadeLevel} />
      </dl>
      <section aria-label="What it takes" className="border-t border-line pt-3">
        <h3 className="text-[11px] font-bold tracking-wide text-brand uppercase">What it takes</h3>
        {measuring ? (
          <p className="text-sm text-ink-soft">Measuring your hair’s level…</p>
        ) : (
          <>
            <p className="text-base leading-snug font-extrabold">{content.headline}</p>
            <p className="mt-0.5 text-sm leading-snug text-ink-soft">{content.detail}</p>
          </>
        )}
      </section>
      <footer className="flex items-end gap-3">
        <p className="flex-1 text-xs leading-snug text-ink-faint">{SALON_CARD_GUIDE}</p>
        <span className="text-brand-gradient text-xs font-extrabold">Hairhue</span>
      </footer>
    </article>
  );
}
