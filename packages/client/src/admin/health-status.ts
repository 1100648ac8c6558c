/** `GET /api/health`. `data` is filled in only for superusers. */
export interface HealthStatus {
  code: number;
  message: string;
  data: {
    /** False while a backup or restore is running. */
    canBackup?: boolean;
    /** The client's address as the server sees it. */
    realIP?: string;
    /** A proxy header that was present, when the server seems to be behind a proxy. */
    possibleProxyHeader?: string;
  };
}
