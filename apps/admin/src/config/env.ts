// The console's settings, read once.

/** Origin of the API; empty means same-origin `/api` (the dev server and `vite preview` proxy it). */
export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';
