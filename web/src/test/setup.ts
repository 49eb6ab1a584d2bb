import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { authStore } from '@/lib/auth-store';

// A page's data comes through a query, a step's through a lazy module: on a loaded machine (the whole
// suite on two cores) they can take more than testing-library's default second to appear.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The session store keeps what it read: no spec starts signed in by an earlier one.
  authStore.clear();
});
