import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DiceRollPage } from '@/features/dice-roll/dice-roll-page';
import { dicePage } from '../helpers/dice-roll-page';
import { makeRoll, PHOTO } from './fixtures';

/** The Dice Roll page with the real upload hook: only the network underneath it is faked. */
const mocks = vi.hoisted(() => ({
  getUploadUrl: vi.fn(),
  uploadToCloud: vi.fn(),
  createPhoto: vi.fn(),
}));

vi.mock(
  '@/components/paywall/paywall-context',
  async () => (await import('../helpers/dice-roll-page')).paywallModule,
);
vi.mock('@/lib/subscription', async () => (await import('../helpers/dice-roll-page')).subscriptionModule);
vi.mock('@/api/dice-roll', async () => (await import('../helpers/dice-roll-page')).diceRollApiModule);
vi.mock('@/api/upload-url', () => ({ getUploadUrl: mocks.getUploadUrl, uploadToCloud: mocks.uploadToCloud }));
vi.mock('@/api/photos', () => ({
  photosKey: ['/photos'],
  createPhoto: mocks.createPhoto,
  usePhotos: () => ({ data: [RECENT] }),
}));
vi.mock('motion/react', async () => (await import('./motion-stub')).motionStub);
vi.mock('@/lib/toast-store', () => ({ toast: vi.fn() }));

const RECENT = { id: 'recent-1', originalUrl: '/files/recent.jpg', objectPath: 'r', userId: null };

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <DiceRollPage />
    </QueryClientProvider>,
  );
}

async function uploadAPhoto() {
  const input = screen.getByTestId('dice-photo-input') as HTMLInputElement;
  await userEvent.upload(input, new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));
  await screen.findByText('Ready to Roll?');
}

/** The intro's uploader is idle: no progress bar, Roll and the recent photos usable. */
async function expectIdleIntro() {
  expect(await screen.findByText('Roll the dice for 6 random hair colors!')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Roll' })).toBeEnabled();
  expect(await screen.findByRole('button', { name: 'Use this photo' })).toBeEnabled();
}

beforeEach(() => {
  mocks.getUploadUrl.mockResolvedValue({ uploadUrl: '/cloud/upload', uploadPreset: 'p' });
  mocks.uploadToCloud.mockResolvedValue({ secure_url: PHOTO.url, public_id: 'p' });
  mocks.createPhoto.mockResolvedValue({
    id: PHOTO.id,
    originalUrl: PHOTO.url,
    objectPath: 'p',
    userId: null,
  });
});
afterEach(() => vi.clearAllMocks());

describe('the Dice Roll uploader after a successful upload (issue 10 §5.1)', () => {
  it("is idle again when 'Choose Different Photo' returns to the intro", async () => {
    renderPage();
    await uploadAPhoto();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Different Photo' }));
    await expectIdleIntro();
  });

  it("is idle again when 'Try Different Photo' returns to the intro after a roll", async () => {
    const done = makeRoll(['completed', 'completed', 'completed', 'completed', 'completed', 'completed']);
    dicePage.createDiceRoll.mockResolvedValue(done);
    dicePage.getDiceRoll.mockResolvedValue(done);
    renderPage();
    await uploadAPhoto();
    await userEvent.click(screen.getByRole('button', { name: 'Roll' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Try Different Photo' }, { timeout: 5000 }),
    );
    await expectIdleIntro();
  }, 10_000);
});
