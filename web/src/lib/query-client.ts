import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

// The API client already routes and logs failures; retrying would repeat redirects and
// double-submit writes, so nothing retries by default.
export const queryConfig = {
  queries: {
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 30_000,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}

export const queryClient = createQueryClient();
