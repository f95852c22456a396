import type { CapacitorConfig } from '@capacitor/cli';
import { APP_USER_AGENT_TOKEN, DEFAULT_APP_VERSION } from '@hairhue/contracts/constants';

/**
 * The native iOS shell around the SPA built for it (`dist-ios`, kept apart from the web's `dist`). Build it with `npm run build:ios`, which also sets the
 * production API origin the app calls (see docs/native-app.md).
 */
const config: CapacitorConfig = {
  appId: 'app.hairhue',
  appName: 'Hairhue',
  webDir: 'dist-ios',
  // The server tells the app from a browser by this token: app agents get the SPA, not the public pages.
  appendUserAgent: `${APP_USER_AGENT_TOKEN}/${DEFAULT_APP_VERSION}`,
  ios: {
    // The SPA pads itself with env(safe-area-inset-*); the web view must not add insets of its own.
    contentInset: 'never',
    backgroundColor: '#1b1024',
  },
};

export default config;
