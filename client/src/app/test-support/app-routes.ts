/** The app's real routes for route tests, their loaders filling the test's own query client. */
import type { QueryClient } from '@tanstack/react-query';
import { createRoutes } from '../router.js';
import { DATA_DEADLINE_MS } from '../route-data/prefetch.js';

export const appRoutes = (queryClient: QueryClient) => createRoutes({ queryClient, deadlineMs: DATA_DEADLINE_MS });
