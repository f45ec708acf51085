// Build-time environment. Everything has a default that works when the SPA is served
// by the API itself (same origin, API under /api, file host under /files).

export const env = {
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/api',
  fileHostUrl: (import.meta.env.VITE_FILE_HOST_URL as string | undefined) ?? '/files',
} as const;
