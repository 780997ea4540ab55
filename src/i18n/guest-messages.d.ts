// `locales/xx.json?guest` and `?guest-later`: the two parts of the guest's share of a catalogue (build/vite-plugins.ts
// filters them at build time).
declare module '*.json?guest' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?guest-later' {
  const messages: Record<string, unknown>;
  export default messages;
}
