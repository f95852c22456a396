import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './app/query-client';
import { createRouter } from './app/router';
import { Toaster } from './components/toaster';
import { registerAppHeaders } from './platform/app-headers';
import { registerServiceWorker } from './platform/service-worker';
import './index.css';

// Most visits open at '/': start fetching its screen while the app boots, not once the router asks for it.
if (window.location.pathname === '/') void import('./app/start-page');

// The native app identifies itself on every call.
registerAppHeaders();

const queryClient = createQueryClient();
const router = createRouter();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);

registerServiceWorker();
