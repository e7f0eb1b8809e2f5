/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** The build's id (vite.config.ts): what the phone keeps of a run sheet belongs to one build (ADR 145). */
  readonly VITE_BUILD_ID?: string;
}
