import { FAQ_ITEMS } from '@hairhue/catalogue/faq';
import { privacyPolicy, SUPPORT, TERMS_OF_USE } from '@hairhue/catalogue/legal';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  type RouteObject,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/router';
import { PrivacyPage } from '@/features/legal/privacy-page';
import { SupportPage } from '@/features/legal/support-page';
import { TermsPage } from '@/features/legal/terms-page';

/** The public pages' addresses inside the app (issue 10 §5.3): the same texts, in the app's own screens. */

function renderAt(path: string, page: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="/settings" element={<p>Settings screen</p>} />
          <Route path="/privacy" element={<p>Privacy screen</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function answerPrivacyFacts(facts: object | undefined) {
  const fetch = vi.fn(async (url: string) =>
    url.endsWith('/api/privacy-facts') && facts
      ? new Response(JSON.stringify(facts), { headers: { 'content-type': 'application/json' } })
      : new Response('Service Unavailable', { status: 503 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('the app at the public pages’ addresses', () => {
  const shellRoutes = routes[0]?.children ?? [];
  const route = (path: string) => shellRoutes.find((candidate) => candidate.path === path);

  it.each([
    ['privacy', PrivacyPage],
    ['terms', TermsPage],
    ['support', SupportPage],
  ] as const)('routes /%s to its in-app screen', async (path, Page) => {
    const loaded = await (route(path)?.lazy as (() => Promise<{ Component: unknown }>) | undefined)?.();
    expect(loaded?.Component).toBe(Page);
  });

  it('sends /landing to Home', () => {
    const landing = route('landing') as RouteObject;
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>Home screen</p> },
        { ...landing, path: '/landing' },
      ],
      { initialEntries: ['/landing'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Home screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('TermsPage', () => {
  it('shows the terms of the public page, with their date', () => {
    renderAt('/terms', <TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(screen.getByText('Last updated January 2024')).toBeInTheDocument();
    expect(screen.getByText(TERMS_OF_USE.lead)).toBeInTheDocument();
    for (const block of TERMS_OF_USE.blocks) {
      if ('heading' in block)
        expect(screen.getByRole('heading', { level: 2, name: block.heading })).toBeInTheDocument();
    }
  });

  it("keeps a link to the app's own privacy policy inside the app, and opens Apple's licence outside it", () => {
    renderAt('/terms', <TermsPage />);
    const privacy = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(privacy).toHaveAttribute('href', '/privacy');
    expect(privacy).not.toHaveAttribute('target');
    const apple = screen.getByRole('link', { name: /Apple's Licensed Application/ });
    expect(apple).toHaveAttribute('target', '_blank');
    expect(apple).toHaveAttribute('rel', 'noopener noreferrer');
    fireEvent.click(privacy);
    expect(screen.getByText('Privacy screen')).toBeInTheDocument();
  });

  it('goes to Settings with Back when opened directly', () => {
    renderAt('/terms', <TermsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Settings screen')).toBeInTheDocument();
  });
});

describe('PrivacyPage', () => {
  it("states this server's retention and processors, as its public page does", async () => {
    const fetch = answerPrivacyFacts({ photoRetentionDays: 17, cloudinary: true, s3: false });
    renderAt('/privacy', <PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated September 2025')).toBeInTheDocument();
    expect(await screen.findByText('Photos: 17 days.')).toBeInTheDocument();
    expect(screen.getByText('Cloudinary.')).toBeInTheDocument();
    expect(screen.queryByText('Cloud storage.')).not.toBeInTheDocument();
    const headings = privacyPolicy({ photoRetentionDays: 17, cloudinary: true, s3: false }).blocks.flatMap(
      (block) => ('heading' in block ? [block.heading] : []),
    );
    for (const heading of headings)
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/\/api\/privacy-facts$/), expect.anything());
  });

  it('says so, and tries again on request, when the server cannot be reached', async () => {
    const fetch = answerPrivacyFacts(undefined);
    renderAt('/privacy', <PrivacyPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The privacy policy could not be loaded.');
    expect(screen.queryByText(/Photos: \d+ days/)).not.toBeInTheDocument();
    answerPrivacyFacts({ photoRetentionDays: 30, cloudinary: false, s3: false });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Photos: 30 days.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('SupportPage', () => {
  it('offers the ways to get help of the public page, then the FAQ', () => {
    renderAt('/support', <SupportPage />);
    for (const channel of SUPPORT.channels) {
      expect(screen.getByRole('heading', { level: 2, name: channel.title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'support@hairhue.app' })).toHaveAttribute(
      'href',
      'mailto:support@hairhue.app?subject=Hairhue%20support',
    );
    expect(screen.getByRole('link', { name: 'frequently asked questions' })).toHaveAttribute('href', '#faq');
    expect(screen.getByRole('heading', { level: 2, name: SUPPORT.faqHeading })).toHaveAttribute('id', 'faq');
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(FAQ_ITEMS.length);
  });
});
