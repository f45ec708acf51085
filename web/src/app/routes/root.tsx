import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { GlobalAlert } from '@/components/ui/global-alert';
import { installPreloadErrorHandler } from '@/lib/lazy';

/** The root of every route: global alert, scroll restoration, chunk preload-error handling. */
export default function Root() {
  useEffect(() => installPreloadErrorHandler(), []);
  return (
    <>
      <GlobalAlert />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
