// Stand-in for vite-plugin-pwa's virtual module, which exists only in a Vite build of the app.
export function registerSW(): (reload?: boolean) => Promise<void> {
  return async () => undefined;
}
