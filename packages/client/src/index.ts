export { createPocketkit } from "./create-pocketkit";
export type { CreatePocketkitOptions, Pocketkit } from "./create-pocketkit";
export { PocketkitError, isPocketkitError } from "./errors/pocketkit-error";
export type {
  ErrorParams,
  FieldError,
  PocketkitErrorCode,
  PocketkitErrorKind,
  PocketkitErrorOptions,
} from "./errors/pocketkit-error";
export {
  errorFromResponse,
  formatWait,
  fromFailedResponse,
  toPocketkitError,
} from "./errors/to-pocketkit-error";
export type { FailedResponse } from "./errors/to-pocketkit-error";
export { createFileTokenCache } from "./files/file-token-cache";
export type { FileTokenCache, FileTokenCacheOptions } from "./files/file-token-cache";
export { fileUrl } from "./files/file-url";
export type { FileUrlOptions } from "./files/file-url";
export { placeholderDataUrl } from "./files/placeholder";
export { imageSources } from "./media/image-sources";
export type { ImageSources, ImageSourcesOptions } from "./media/image-sources";
export { createPocketBaseMedia, mediaTransformOf, pocketBaseThumb } from "./media/pocketbase-media";
export type { PocketBaseMediaOptions } from "./media/pocketbase-media";
export type {
  MediaAdapter,
  MediaRecord,
  MediaSourcesOptions,
  MediaTransform,
  MediaUploadOptions,
  MediaUrls,
} from "./media/types";
export {
  checkFile,
  checkFileContent,
  DEFAULT_FILE_MAX_SIZE,
  formatBytes,
  mimeTypeName,
  readFileType,
  sniffFileType,
  SNIFFED_FILE_TYPES,
} from "./schema/file-checks";
export type { FileTypeEvidence, FormatBytesOptions } from "./schema/file-checks";
export { fileFields, findFileField } from "./schema/file-fields";
export type * from "./schema/types";
export { newRecordId } from "./upload/record-id";
export { uploadRecord } from "./upload/upload-record";
export type { UploadProgress, UploadRecordOptions } from "./upload/upload-record";
export { FilePreparationError } from "./upload/prepare-file";
export type { PreparedFile, PrepareFile } from "./upload/prepare-file";
export { createPhotoPreparer } from "./upload/photo/create-photo-preparer";
export { HEIF_TYPES } from "./upload/photo/heif-types";
export { readPhotoMetadata } from "./upload/photo/photo-metadata";
export type { PhotoMetadata } from "./upload/photo/photo-metadata";
export type {
  HeicDecoder,
  PhotoFieldNames,
  PhotoPreparerOptions,
} from "./upload/photo/create-photo-preparer";
export { createUploadQueueStore } from "./upload/upload-queue-store";
export { createIndexedDbUploadPersister, persistedQueueSession } from "./upload/upload-queue-persistence";
export { hasPersistedUploads } from "./upload/upload-queue-database";
export type {
  PersistedQueueHost,
  PersistedQueueSession,
  PersistedUpload,
  PersistedUploadEntry,
  UploadQueuePersistence,
  UploadQueuePersister,
} from "./upload/upload-queue-persistence";
export type {
  DuplicateCandidate,
  FindDuplicate,
  UploadDuplicate,
  UploadItem,
  UploadItemStatus,
  UploadQueueOptions,
  UploadQueueResult,
  UploadQueueSnapshot,
  UploadQueueStore,
} from "./upload/upload-queue-store";
export { scheduleFrame } from "./realtime/frame-scheduler";
export { createRealtimeHub } from "./realtime/realtime-hub";
export type {
  ConnectionState,
  RealtimeHub,
  RealtimeHubOptions,
  RealtimeSubscribeOptions,
} from "./realtime/realtime-hub";
export { createAuthSession } from "./auth/auth-session";
export type { AuthSession, AuthSessionOptions, AuthSnapshot, AuthStatus } from "./auth/auth-session";
export { createServerClient } from "./auth/server-client";
export type { CookieOptions, ServerClient, ServerClientOptions } from "./auth/server-client";
export { requestOtp, signInWithOtp, signInWithPassword } from "./auth/sign-in";
export type { RequestOtpOptions, SignInWithOtpOptions, SignInWithPasswordOptions } from "./auth/sign-in";
export { toSignInResult } from "./auth/sign-in-result";
export type { SignInResult } from "./auth/sign-in-result";
export { describeField, describeFields } from "./schema/field-metadata";
export type { FieldMetadata } from "./schema/field-metadata";
export { checkFieldValue } from "./schema/field-rules";
export type { CheckContext } from "./schema/field-rules";
export { createRecordValidator } from "./schema/record-validator";
export { fieldErrorsFromIssues, recordZodSchema } from "./schema/record-zod-schema";
export type { RecordValidator, ValidateOptions } from "./schema/record-validator";
export { streamCompletion } from "./completion/stream-completion";
export type { StreamCompletionOptions } from "./completion/stream-completion";
export { createCompletionStore } from "./completion/completion-store";
export type {
  CompletionSnapshot,
  CompletionStatus,
  CompletionStore,
  CompletionStoreOptions,
} from "./completion/completion-store";
export { buildSearchFilter, searchFields } from "./search/search-filter";
export { runBatch } from "./batch/run-batch";
export type { BatchItem, BatchOutcome, RunBatchOptions } from "./batch/run-batch";
export { adminRequest } from "./admin/admin-request";
export { compareRecordCounts, countRecords } from "./admin/record-counts";
export type { RecordCountChange, RecordCounts } from "./admin/record-counts";
export { restoreBackup } from "./admin/restore-backup";
export type { RestoreBackupOptions, RestoreBackupResult, RestoreSession } from "./admin/restore-backup";
export type { HealthStatus } from "./admin/health-status";
export { s3TestFailure } from "./admin/s3-test-failure";
export type { S3TestFailure, S3TestFailureReason } from "./admin/s3-test-failure";
