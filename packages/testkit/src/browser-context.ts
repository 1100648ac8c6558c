// What the browser project's global setup hands its tests through `inject()`. A browser test
// imports this module so that its package typechecks on its own with these names.
declare module "vitest" {
  export interface ProvidedContext {
    pocketbaseUrl: string;
    superuser: { email: string; password: string };
    /** PocketBase behind an uplink of 8 MB/s, so upload progress can be watched. */
    slowProxyUrl: string;
    /** PocketBase behind an uplink that stops after 1 MB. */
    stallingProxyUrl: string;
    /** PocketBase behind a connection that drops after 1 MB. */
    droppingProxyUrl: string;
    /**
     * A second PocketBase with the same schema, for the admin tests that read the schema itself
     * and so must not see the collections other tests make on the first.
     */
    kitchenSinkUrl: string;
    kitchenSinkSuperuser: { email: string; password: string };
    /** A PocketBase (test schema) with its files and backups on a real S3 server (versitygw). */
    s3PocketBaseUrl: string;
    s3PocketBaseSuperuser: { email: string; password: string };
    /** That S3 server's secret key, which its settings hold. */
    s3SecretKey: string;
    /** The ImageKit stand-in, the app routes that sign for it, and a slow uplink in front of it. */
    imagekit: {
      /** The stand-in's own address; `/_stand-in/files` lists its media library. */
      standInUrl: string;
      uploadUrl: string;
      /** The upload API behind an uplink of 8 MB/s, so upload progress can be watched. */
      slowUploadUrl: string;
      /** POST `/sign`, `/delete`, `/purge`, as an app serves them (`startImageKitAppRoutes`). */
      appRoutesUrl: string;
      publicKey: string;
      /** The stand-in's private key: for tests that forge or age a signature, never an app's. */
      standInPrivateKey: string;
      urlEndpoint: string;
      /** A URL endpoint serving the stand-in's files as stored (untransformed), for pages that show them. */
      deliveryUrl: string;
    };
  }
}

export {};
