import { palette } from '@hairhue/catalogue';
import { Palette } from 'lucide-react';

const SAMPLE = ['Golden Honey', 'Deep Auburn', 'Rose Gold', 'Lavender Mist', 'Ocean Teal', 'Midnight Blue'];
const SWATCHES = palette.filter((colour) => SAMPLE.includes(colour.name));

/** '50+ Hair Colors': what the catalogue offers, shown with a few of its real shades. */
export function ColorsInfoCard() {
  return (
    <section
      aria-labelledby="colors-title"
      className="flex items-center gap-4 rounded-card bg-surface p-4 shadow-card"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-soft text-brand">
        <Palette className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="colors-title" className="font-bold">
          50+ Hair Colors
        </h2>
        <p className="text-sm text-ink-soft">Natural shades, bold fashion tones and special effects.</p>
        <ul className="mt-2.5 flex gap-1.5" aria-label="Some of the colors">
          {SWATCHES.map((colour) => (
            <li
              key={colour.name}
              title={colour.name}
              className="size-5 rounded-full ring-1 ring-black/5"
              style={{ backgroundImage: colour.gradient }}
            >
              <span className="sr-only">{colour.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
