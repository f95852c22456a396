import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FaqPage } from '@/features/faq/faq-page';
import { FAQ_ITEMS } from '@hairhue/catalogue/faq';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/faq']}>
      <Routes>
        <Route path="/faq" element={<FaqPage />} />
        <Route path="/settings" element={<p>Settings screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('FaqPage', () => {
  it("lists exactly 9 questions (the SPEC's eight and live color's), all closed", () => {
    renderPage();
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(9);
    expect(FAQ_ITEMS).toHaveLength(9);
  });

  it('covers the eight spec topics', () => {
    const questions = FAQ_ITEMS.map((item) => item.question).join('\n');
    for (const topic of [/cancel my subscription\?/, /refund/, /deleting the app/, /charged/, /manage/]) {
      expect(questions).toMatch(topic);
    }
    expect(questions).toMatch(/can't you cancel/);
    expect(questions).toMatch(/limit on how many photos/);
    expect(questions).toMatch(/hair colors are available/);
  });

  it('answers with the real plans, the App Store and Apple refunds', () => {
    const answers = FAQ_ITEMS.map((item) => item.answer).join('\n');
    expect(answers).toContain('$29.99/month');
    expect(answers).toContain('$9.99/week');
    expect(answers).toContain('3-day free trial');
    expect(answers).toContain('24 hours before');
    expect(answers).toContain('reportaproblem.apple.com');
    expect(answers).toContain('3 free hair color changes in total');
    expect(answers).toContain('Over 100 colors');
    expect(answers).toContain('28 special effects');
    expect(answers).toContain('Nothing from the camera leaves your phone until you tap Use Photo');
  });

  it('opens an answer when its question is tapped, one at a time', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Can I get a refund?' }));
    expect(screen.getByText(/reportaproblem\.apple\.com/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Which hair colors are available?' }));
    expect(screen.getByRole('button', { name: 'Can I get a refund?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByText(/Over 100 colors/)).toBeVisible();
  });

  it('goes to Settings with Back when opened directly', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Settings screen')).toBeInTheDocument();
  });
});
