import type { PaywallTrigger } from './paywall-triggers';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

// Loaded the first time it opens: most visits never need it.
const PaywallOverlay = lazy(() => import('./paywall-overlay').then((m) => ({ default: m.PaywallOverlay })));

export type { PaywallTrigger } from './paywall-triggers';

export interface PaywallRequest {
  trigger: PaywallTrigger;
  /** The person became premium. */
  onSuccess?: () => void;
  /** The person closed it without buying ('Maybe Later'). */
  onClose?: () => void;
}

interface PaywallApi {
  openPaywall(request: PaywallRequest): void;
  isPaywallOpen: boolean;
}

const PaywallContext = createContext<PaywallApi | null>(null);

export function PaywallProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<PaywallRequest | null>(null);
  const openPaywall = useCallback((next: PaywallRequest) => setRequest(next), []);
  const api = useMemo(() => ({ openPaywall, isPaywallOpen: request !== null }), [openPaywall, request]);
  return (
    <PaywallContext.Provider value={api}>
      {children}
      {request ? (
        <Suspense fallback={null}>
          <PaywallOverlay
            trigger={request.trigger}
            onClose={() => {
              setRequest(null);
              request.onClose?.();
            }}
            onSuccess={() => {
              setRequest(null);
              request.onSuccess?.();
            }}
          />
        </Suspense>
      ) : null}
    </PaywallContext.Provider>
  );
}

export function usePaywall(): PaywallApi {
  const api = useContext(PaywallContext);
  if (!api) throw new Error('usePaywall needs a PaywallProvider');
  return api;
}
