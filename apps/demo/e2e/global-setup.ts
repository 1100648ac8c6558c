import { buildApp } from "../scripts/build-app";

// The web app is built once per run; each worker's stack serves that build.
export default async function globalSetup(): Promise<void> {
  await buildApp();
}
