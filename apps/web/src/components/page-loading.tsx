import { Spinner } from './spinner';

export function PageLoading() {
  return (
    <div className="grid min-h-dvh place-items-center text-brand">
      <Spinner className="size-8" label="Loading" />
    </div>
  );
}
