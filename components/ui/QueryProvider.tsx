'use client';

import type { ComponentType, ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '@/lib/api/query-client';

/**
 * Puts the browser's one QueryClient (lib/api/query-client.ts) under a client island. Each island that reads or
 * writes API data (the lead and brochure forms, the login, the academy's onboarding, catalogue status and course
 * view, search) wraps itself, so react-query travels in that island's chunk, which loads on demand, instead of in
 * the root layout, where it would add to the first-load JS of every static page. Islands share one client, so they
 * share one cache.
 */
function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}

/** The component, rendered under the QueryProvider. */
export function withQueryClient<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function WithQueryClient(props: Props) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
  return WithQueryClient;
}
