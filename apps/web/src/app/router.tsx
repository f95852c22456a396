import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { AppShell } from './app-shell';

/** Each screen is its own chunk, loaded when first visited. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, lazy: () => import('./start-page').then((m) => ({ Component: m.StartPage })) },
      {
        path: 'camera',
        lazy: () => import('@/features/camera/camera-page').then((m) => ({ Component: m.CameraPage })),
      },
      {
        path: 'hair-color/:photoId',
        lazy: () => import('@/features/editor/editor-page').then((m) => ({ Component: m.EditorPage })),
      },
      {
        path: 'dice-roll',
        lazy: () =>
          import('@/features/dice-roll/dice-roll-page').then((m) => ({ Component: m.DiceRollPage })),
      },
      {
        path: 'premium',
        lazy: () => import('@/features/premium/premium-page').then((m) => ({ Component: m.PremiumPage })),
      },
      {
        path: 'settings',
        lazy: () => import('@/features/settings/settings-page').then((m) => ({ Component: m.SettingsPage })),
      },
      {
        path: 'try-on-history',
        lazy: () => import('@/features/history/history-page').then((m) => ({ Component: m.HistoryPage })),
      },
      { path: 'faq', lazy: () => import('@/features/faq/faq-page').then((m) => ({ Component: m.FaqPage })) },
      // The public pages' addresses: an app agent gets the app there (SPEC §2), with the same texts.
      {
        path: 'privacy',
        lazy: () => import('@/features/legal/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
      },
      {
        path: 'terms',
        lazy: () => import('@/features/legal/terms-page').then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: 'support',
        lazy: () => import('@/features/legal/support-page').then((m) => ({ Component: m.SupportPage })),
      },
      { path: 'landing', element: <Navigate to="/" replace /> },
      { path: 'try', lazy: () => import('./try-page').then((m) => ({ Component: m.TryPage })) },
      { path: '*', lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
