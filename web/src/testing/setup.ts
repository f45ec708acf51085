import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { failureRoutes } from '@/lib/failure-routes';

// findBy*/waitFor wait up to 5 s (default 1 s): a shared 2-core machine running other suites renders slowly,
// and a wait that passes on a quiet machine must not fail on a busy one. Failures still fail, only later.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  failureRoutes.clear(); // a call that failed with no app rendered must not send the next test's app anywhere
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear(); // lib/own-writes.ts marks a product a test liked
  }
});
