import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { GlobalAlert } from '@/components/ui/global-alert';
import { installPreloadErrorHandler } from '@/lib/lazy';
import { useFailureNavigation } from '../use-failure-navigation';

/** The root of every route: global alert, scroll restoration, chunk preload-error handling, and where a failed call
 * sends the member (the API client only says where). */
export default function Root() {
  useFailureNavigation();
  useEffect(() => installPreloadErrorHandler(), []);
  return (
    <>
      <GlobalAlert />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
