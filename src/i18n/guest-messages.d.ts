// `locales/xx.json?guest`: the guest's share of a catalogue (build/vite-plugins.ts filters it at build time).
declare module '*.json?guest' {
  const messages: Record<string, unknown>;
  export default messages;
}
