import { useNavigate } from 'react-router';

/**
 * Back returns where the person came from (usually Settings); a screen opened directly — a link, a
 * reload — has nowhere to return to inside the app, so it goes to `fallback`.
 */
export function useBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    const state: unknown = window.history.state;
    const idx = typeof state === 'object' && state !== null && 'idx' in state ? state.idx : 0;
    if (typeof idx === 'number' && idx > 0) void navigate(-1);
    else void navigate(fallback);
  };
}
