import { standardColours, type Shade } from '@hairhue/catalogue';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SwatchRow, swatchAfterKey } from '@/components/swatch-row';

const shades = standardColours.slice(0, 12);
const [first, second, , , fifth, , , picked, , , , last] = shades as [Shade, ...Shade[]];

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
  const row = document.querySelector<HTMLElement>(`[role="radiogroup"][aria-label="${label}"]`);
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
      scrolled.push(this.closest('[role="radiogroup"]') ?? this);
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

    expect(swatchIn(suitsYou, picked)).toHaveAttribute('aria-checked', 'true');
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

  it('is one Tab stop per row: the selected swatch, or the first when the row does not show it', async () => {
    render(<TwoRows />);
    const colorful = rowNamed('Colorful');
    const suitsYou = rowNamed('Suits you');

    await userEvent.tab();
    expect(swatchIn(colorful, first)).toHaveFocus();
    expect(swatchIn(colorful, first)).toHaveAttribute('role', 'radio');
    expect(swatchIn(colorful, first)).toHaveAttribute('aria-checked', 'true');
    expect(swatchIn(colorful, first)).toHaveAccessibleName(first.name);
    await userEvent.tab();
    expect(swatchIn(suitsYou, fifth)).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByText('Undo')).toHaveFocus();

    fireEvent.click(swatchIn(colorful, picked));
    await userEvent.tab({ shift: true });
    expect(swatchIn(suitsYou, picked)).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(swatchIn(colorful, picked)).toHaveFocus();
  });

  it('moves and selects with the arrow keys (wrapping at the ends), Home and End, scrolling only its row', async () => {
    render(<TwoRows />);
    const colorful = rowNamed('Colorful');
    const suitsYou = rowNamed('Suits you');
    swatchIn(colorful, first).focus();
    scrolled.length = 0;

    await userEvent.keyboard('{ArrowRight}');
    expect(swatchIn(colorful, second)).toHaveFocus();
    expect(swatchIn(colorful, second)).toHaveAttribute('aria-checked', 'true');
    expect(swatchIn(colorful, first)).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    expect(swatchIn(colorful, last)).toHaveFocus();
    expect(swatchIn(colorful, last)).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(swatchIn(colorful, first)).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(swatchIn(colorful, last)).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Home}');
    expect(swatchIn(colorful, first)).toHaveAttribute('aria-checked', 'true');
    expect(swatchIn(colorful, first)).toHaveFocus();
    expect(scrolled).toContain(colorful);
    expect(scrolled).not.toContain(suitsYou);
  });

  it('maps keys to swatches without rendering', () => {
    expect(swatchAfterKey(11, 12, 'ArrowRight')).toBe(0);
    expect(swatchAfterKey(0, 12, 'ArrowUp')).toBe(11);
    expect(swatchAfterKey(5, 12, 'End')).toBe(11);
    expect(swatchAfterKey(5, 12, 'Tab')).toBeNull();
  });
});
