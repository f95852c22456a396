import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePhoto } from '@/api/photos';
import { ApiError } from '@/api/client';
import { EditorPage } from '@/features/editor/editor-page';

vi.mock('@/api/photos', () => ({ usePhoto: vi.fn(), photosKey: ['/photos'] }));

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>Home screen</p>} />
        <Route path="/hair-color/:photoId" element={<EditorPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('EditorPage', () => {
  beforeEach(() => vi.mocked(usePhoto).mockReset());

  it("shows 'Loading...' while the photo loads", () => {
    vi.mocked(usePhoto).mockReturnValue({ data: undefined, isError: false } as unknown as ReturnType<
      typeof usePhoto
    >);
    renderAt('/hair-color/p1');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(usePhoto).toHaveBeenCalledWith('p1');
  });

  it("shows 'Photo not found' with 'Go Back Home' when the photo is missing", async () => {
    vi.mocked(usePhoto).mockReturnValue({
      data: undefined,
      isError: true,
      error: new ApiError(404, '', 'Not Found'),
    } as unknown as ReturnType<typeof usePhoto>);
    renderAt('/hair-color/missing');
    expect(screen.getByRole('heading', { name: 'Photo not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back Home' }));
    expect(screen.getByText('Home screen')).toBeInTheDocument();
  });
});
