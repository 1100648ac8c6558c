interface ImportMetaEnv {
  readonly VITE_POCKETBASE_URL: string;
}
