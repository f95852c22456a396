import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoObjectPath, shouldIgnoreDemoClick } from '@/features/home/demo-click';
import { DemoPhotos } from '@/features/home/demo-photos';
import { renderWithApp } from './render';

const { mutateAsync, toast } = vi.hoisted(() => ({ mutateAsync: vi.fn(), toast: vi.fn() }));
vi.mock('@/api/photos', () => ({ useCreatePhoto: () => ({ mutateAsync }) }));
vi.mock('@/lib/toast-store', () => ({ toast }));

const DEMOS = [
  { id: 1, url: 'http://localhost/demo-photos/demo-1.jpg', alt: 'Auburn bob' },
  { id: 2, url: 'http://localhost/demo-photos/demo-2.jpg', alt: 'Dark curls' },
];
const demoButton = (alt: string) => screen.getByRole('button', { name: `Try colors on: ${alt}` });

describe('demo click rules', () => {
  it('ignores a click without a token or while another demo is loading', () => {
    expect(shouldIgnoreDemoClick(null, null)).toBe(true);
    expect(shouldIgnoreDemoClick('token', 2)).toBe(true);
    expect(shouldIgnoreDemoClick('token', null)).toBe(false);
  });

  it('makes object paths of the form demo-{timestamp}-{random lowercase alphanumeric}', () => {
    expect(demoObjectPath(1700000000000, () => 0.123456789)).toMatch(/^demo-1700000000000-[a-z0-9]+$/);
    expect(demoObjectPath()).toMatch(/^demo-\d{13}-[a-z0-9]+$/);
  });
});

describe('DemoPhotos', () => {
  beforeEach(() => {
    mutateAsync.mockReset();
    toast.mockReset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('does nothing without a token', () => {
    renderWithApp(<DemoPhotos demos={DEMOS} />);
    fireEvent.click(demoButton('Auburn bob'));
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it('records the demo as a photo and opens it in the editor', async () => {
    localStorage.setItem('hairhue-auth-token', 'token');
    mutateAsync.mockResolvedValue({ id: 'photo-1' });
    renderWithApp(<DemoPhotos demos={DEMOS} />);
    fireEvent.click(demoButton('Auburn bob'));
    expect(mutateAsync).toHaveBeenCalledWith({
      userId: null,
      originalUrl: DEMOS[0].url,
      objectPath: expect.stringMatching(/^demo-\d+-[a-z0-9]+$/),
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/hair-color/photo-1'));
  });

  it('shows a spinner on the demo being opened and ignores other clicks meanwhile', () => {
    localStorage.setItem('hairhue-auth-token', 'token');
    mutateAsync.mockReturnValue(new Promise(() => {}));
    renderWithApp(<DemoPhotos demos={DEMOS} />);
    fireEvent.click(demoButton('Auburn bob'));
    fireEvent.click(demoButton('Dark curls'));
    expect(mutateAsync).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Opening demo photo' })).toBeInTheDocument();
    expect(demoButton('Auburn bob')).toHaveAttribute('aria-busy', 'true');
  });

  it("toasts 'Error' / 'Failed to load demo image' when the photo cannot be created", async () => {
    localStorage.setItem('hairhue-auth-token', 'token');
    mutateAsync.mockRejectedValue(new Error('500: boom'));
    renderWithApp(<DemoPhotos demos={DEMOS} />);
    fireEvent.click(demoButton('Auburn bob'));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Error', description: 'Failed to load demo image' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
