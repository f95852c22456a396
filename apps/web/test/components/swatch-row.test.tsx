import { standardColours, type Shade } from '@hairhue/catalogue';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SwatchRow } from '@/components/swatch-row';

const shades = standardColours.slice(0, 12);
const [first, , , , , , , picked] = shades as [Shade, ...Shade[]];

/** The picker's row and 'Suits you' showing some of the same shades, as in the editor. */
function TwoRows() {
  const [selectedId, setSelectedId] = useState(first.id);
  return (
    <>
      <SwatchRow
        label="Colorful"
        shades={shades}
        selectedId={selectedId}
        onSelect={(s) => setSelectedId(s.id)}
      />
      <SwatchRow
        label="Suits you"
        shades={shades.slice(4)}
        selectedId={selectedId}
        onSelect={(s) => setSelectedId(s.id)}
      />
      <button type="button" onClick={() => setSelectedId(shades[10]?.id ?? '')}>
        Undo
      </button>
    </>
  );
}

/** Found by its label directly: role queries are slow in jsdom, and these rows hold many buttons. */
function rowNamed(label: string): HTMLElement {
  const row = document.querySelector<HTMLElement>(`[role="group"][aria-label="${label}"]`);
  if (!row) throw new Error(`no row ${label}`);
  return row;
}

function swatchIn(row: HTMLElement, shade: Shade): HTMLElement {
  const swatch = row.querySelector<HTMLElement>(`[data-shade="${shade.id}"]`);
  if (!swatch) throw new Error(`${shade.name} is not in ${row.getAttribute('aria-label')}`);
  return swatch;
}

describe('SwatchRow', () => {
  const scrolled: Element[] = [];

  beforeEach(() => {
    scrolled.length = 0;
    // jsdom has neither; either would move a row.
    Element.prototype.scrollTo = vi.fn(function (this: Element) {
      scrolled.push(this);
    }) as never;
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.closest('[role="group"]') ?? this);
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollTo');
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('scrolls only the row that was tapped, not another row showing the same shade', () => {
    render(<TwoRows />);
    const colorful = rowNamed('Colorful');
    const suitsYou = rowNamed('Suits you');
    scrolled.length = 0;

    fireEvent.click(swatchIn(colorful, picked));

    expect(swatchIn(suitsYou, picked)).toHaveAttribute('aria-pressed', 'true');
    expect(scrolled).toContain(colorful);
    expect(scrolled).not.toContain(suitsYou);
  });

  it('scrolls every row to a shade selected without a tap (undo, a shade from the camera)', () => {
    render(<TwoRows />);
    scrolled.length = 0;

    fireEvent.click(screen.getByText('Undo'));

    expect(scrolled).toContain(rowNamed('Colorful'));
    expect(scrolled).toContain(rowNamed('Suits you'));
  });
});
