import type { ReactNode } from 'react';
import { Outlet, useMatches } from '@tanstack/react-router';
import { Navbar } from './navbar.tsx';
import { AgeNotice } from './age-notice.tsx';
import { UpdatePrompt } from './update-prompt.tsx';
import { TipsDialog } from './tips-dialog.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { RouteProgress } from './route-progress.tsx';

/** The one default layout (SPEC section 2). A route hides the navbar with `staticData: { navbar: false }`. */
export function RootLayout({ modals }: { modals: ReactNode }) {
  // A boolean, not the matches: the layout draws again when the navbar comes or goes, not at every step of a load.
  const showNavbar = useMatches({ select: (matches) => !matches.some((m) => m.staticData?.navbar === false) });
  return (
    <div className={`app ${showNavbar ? 'has-navbar' : ''}`}>
      <RouteProgress />
      <OfflineBanner />
      <main className="app-main">
        <Outlet />
      </main>
      {showNavbar && <Navbar />}
      {modals}
      <UpdatePrompt />
      <TipsDialog />
      <AgeNotice />
    </div>
  );
}
