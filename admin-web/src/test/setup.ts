import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { authStore } from '../lib/auth-store';

// Tabs are loaded on demand: the first test to open one also waits for its module.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  authStore.clear();
  vi.restoreAllMocks();
});
