import type { S3Server } from "./start-s3-server";

/** Where a PocketBase keeps uploaded files and backups: S3 servers instead of its data folder. */
export interface PocketBaseS3 {
  /** Uploaded files (and their thumbs) go to this server's bucket. */
  storage?: S3Server;
  /** Backups go to this server's bucket. */
  backups?: S3Server;
}

/** PocketBase's S3 settings for `server` (path-style: the bucket is not a host name here). */
export function s3Settings(server: S3Server) {
  return {
    enabled: true,
    bucket: server.bucket,
    region: server.region,
    endpoint: server.endpoint,
    accessKey: server.accessKey,
    secret: server.secretKey,
    forcePathStyle: true,
  };
}

/**
 * Points a running PocketBase's file storage and/or backups at S3 servers, through its settings
 * API as a superuser would in the dashboard.
 */
export async function setPocketBaseS3(
  url: string,
  superuser: { email: string; password: string },
  s3: PocketBaseS3,
) {
  const auth = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identity: superuser.email, password: superuser.password }),
  });
  if (!auth.ok)
    throw new Error(`signing the superuser in to set S3 failed: ${auth.status} ${await auth.text()}`);
  const { token } = (await auth.json()) as { token: string };
  const settings: Record<string, unknown> = {};
  if (s3.storage) settings.s3 = s3Settings(s3.storage);
  if (s3.backups) settings.backups = { s3: s3Settings(s3.backups) };
  const saved = await fetch(`${url}/api/settings`, {
    method: "PATCH",
    headers: { "content-type": "application/json", authorization: token },
    body: JSON.stringify(settings),
  });
  if (!saved.ok) throw new Error(`PocketBase refused the S3 settings: ${saved.status} ${await saved.text()}`);
}
